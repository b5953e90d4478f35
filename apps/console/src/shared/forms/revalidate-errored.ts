import type { FormInstance } from 'antd';

type Key = string | number;

/** Whether `changed` (antd's changed values: only the changed path is set) holds `path`. */
function holds(changed: unknown, path: Key[]): boolean {
  let node = changed;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<Key, unknown>)[key];
  }
  return true;
}

/**
 * Checks again, at once, every field that shows an error and whose value just changed: an error
 * clears as soon as the value is fixed, not at the next blur or Save. Fields without an error keep
 * their own trigger (on blur), so nobody is told off while still typing.
 */
export function revalidateErrored(form: FormInstance, changed: unknown): void {
  const names = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0 && holds(changed, field.name as Key[]))
    .map((field) => field.name);
  // The rule's message is on the field already; nothing to do with the rejection here.
  if (names.length) form.validateFields(names).catch(() => undefined);
}
