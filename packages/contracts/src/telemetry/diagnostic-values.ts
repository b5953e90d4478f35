import { messages } from '../messages';

/*
 * Diagnostic readings that devices report as codes (docs/mqtt.md), and the words every view shows
 * for them: the Diagnostics Data popup, the Diagnostic Logs tab and its download all read them here.
 */

/** `fst`: the filter's state. */
export const FILTER_STATUS = {
  ok: 0,
  cleanRequired: 1,
  blocked: 2,
} as const;

/** `rlr`: why the compressor's RPM is held below its target. */
export const RPM_LIMIT_REASON = {
  none: 0,
  current: 1,
  dischargeTemperature: 2,
} as const;

const words: Record<string, Record<number, string>> = {
  fst: {
    [FILTER_STATUS.ok]: messages.filterStatusOk,
    [FILTER_STATUS.cleanRequired]: messages.filterStatusCleanRequired,
    [FILTER_STATUS.blocked]: messages.filterStatusBlocked,
  },
  rlr: {
    [RPM_LIMIT_REASON.none]: messages.rpmLimitNone,
    [RPM_LIMIT_REASON.current]: messages.rpmLimitCurrent,
    [RPM_LIMIT_REASON.dischargeTemperature]: messages.rpmLimitDischargeTemperature,
  },
};

/**
 * A diagnostic reading as it is shown, by its short code: a known coded value becomes its word;
 * anything else (an unknown code, a reading already in words, a measurement) is left as it is.
 */
export function diagnosticValue<T>(code: string, value: T): T | string {
  if (typeof value !== 'number') return value;
  return words[code]?.[value] ?? value;
}
