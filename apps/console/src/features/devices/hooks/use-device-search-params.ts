import type { DeviceSearchType } from '@console/contracts/constants';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DeviceSearchValues } from '../components/device-search-form';
import { isDeviceSearchType } from '../device-search-types';

/** The search lives in the URL (`by`, `q`) so a reload shows the same device. */
export function useDeviceSearchParams() {
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  const type: DeviceSearchType = isDeviceSearchType(by) ? by : 'deviceId';
  const value = params.get('q')?.trim() ?? '';

  const initial = useMemo<DeviceSearchValues>(() => ({ type, value }), [type, value]);
  const search = (v: DeviceSearchValues) => setParams({ by: v.type, q: v.value });
  const changeType = (next: DeviceSearchType) => setParams({ by: next }, { replace: true });

  return { initial, search, changeType };
}
