import {
  type DeviceCommand,
  FINAL_COMMAND_STATUSES,
  getDeviceCommand,
} from '@console/contracts/device-history';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from '../api/api-call';

const POLL_MS = 2000;

/** A command sent to a device, read again every 2 s until the device has answered for good. */
export function useDeviceCommand(deviceId: string, commandId: string, onFinal?: (c: DeviceCommand) => void) {
  const query = useQuery({
    queryKey: ['devices', 'device', deviceId, 'command', commandId] as const,
    queryFn: ({ signal }) => apiCall(getDeviceCommand, { params: { id: deviceId, commandId }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinal(status) ? false : POLL_MS;
    },
    // An agent may look at another tab while a device installs; the dialog is current on return.
    refetchIntervalInBackground: true,
  });
  const reported = useRef(false);
  useEffect(() => {
    if (!query.data || !isFinal(query.data.status) || reported.current) return;
    reported.current = true;
    onFinal?.(query.data);
  }, [query.data, onFinal]);
  return query;
}

const isFinal = (status: DeviceCommand['status']) => FINAL_COMMAND_STATUSES.includes(status);
