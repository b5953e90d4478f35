import { defaultLogRange, type LogRange } from '@console/contracts/device-logs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

export const DEVICE_TABS = ['info', 'dac', 'device', 'connection', 'diagnostic', 'status'] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];

const isTab = (value: string | null): value is DeviceTab =>
  (DEVICE_TABS as readonly (string | null)[]).includes(value);
const seconds = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : undefined);
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The open tab (`tab`) and the applied log range (`from`, `to`, epoch seconds) live in the URL
 * beside the device search, so a reload shows the same logs. No range in the URL means the
 * default, start of today to now, fixed when the screen opens.
 */
export function useDeviceTabParams() {
  const [params, setParams] = useSearchParams();
  const tab: DeviceTab = isTab(params.get('tab')) ? (params.get('tab') as DeviceTab) : 'info';
  const [fallback, setFallback] = useState(() => defaultLogRange(nowSeconds()));
  const from = seconds(params.get('from'));
  const to = seconds(params.get('to'));
  const range = useMemo<LogRange>(
    () => (from !== undefined && to !== undefined ? { fromTs: from, toTs: to } : fallback),
    [from, to, fallback],
  );

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });

  return {
    tab,
    range,
    openTab: (next: DeviceTab) => update((p) => p.set('tab', next)),
    applyRange: (next: LogRange) =>
      update((p) => {
        p.set('from', String(next.fromTs));
        p.set('to', String(next.toTs));
      }),
    /** Back to the default range, recomputed now. */
    resetRange: () => {
      setFallback(defaultLogRange(nowSeconds()));
      update((p) => {
        p.delete('from');
        p.delete('to');
      });
    },
  };
}
