import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

type Key = string | number;

const samePath = (a: readonly PropertyKey[], b: readonly Key[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * A field rule that checks the whole form with the schema the server uses and reports the issue
 * at this field's path (`path`: the full path, list indexes included), in the schema's words.
 */
export const zodFieldRule =
  (schema: ZodType, path: Key[]): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const parsed = schema.safeParse(getFieldsValue(true));
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => samePath(i.path, path));
      if (issue) throw new Error(issue.message);
    },
  });
