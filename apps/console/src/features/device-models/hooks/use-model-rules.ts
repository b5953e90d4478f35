import {
  type DeviceModelMetadata,
  type ModelField,
  type ModelRuleContext,
  modelFieldError,
} from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo } from 'react';
import { draftOf, type ModelExtras, type ModelFormValues } from '../model-form-values';

/** The rule context of contracts, from what the category's metadata defines. */
export function ruleContextOf(mode: 'add' | 'edit', meta: DeviceModelMetadata | undefined): ModelRuleContext {
  return {
    mode,
    tonnage: (meta?.tonnage.length ?? 0) > 0,
    capacity: (meta?.capacity.length ?? 0) > 0,
    switches: (meta?.deviceTypes.length ?? 0) > 0,
    now: Math.floor(Date.now() / 1000),
  };
}

/**
 * Antd rules that run the contract's rule of one field against the whole form (spec 001 section 5:
 * checked on blur and on submit, the same functions the server runs).
 */
export function useModelRules(
  form: FormInstance<ModelFormValues>,
  mode: 'add' | 'edit',
  meta: DeviceModelMetadata | undefined,
  extras: ModelExtras,
) {
  const ctx = useMemo(() => ruleContextOf(mode, meta), [mode, meta]);
  const rule = useCallback(
    (field: ModelField): Rule[] => [
      {
        validator: async () => {
          const code = modelFieldError(field, draftOf(form.getFieldsValue(true), extras), ctx);
          if (code) throw new Error(messages[code]);
        },
      },
    ],
    [form, ctx, extras],
  );
  return { rule, ctx };
}
