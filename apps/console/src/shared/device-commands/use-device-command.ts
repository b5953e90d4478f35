import { FINAL_COMMAND_STATUSES, getDeviceCommand } from '@console/contracts/device-history';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/api-call';

const POLL_MS = 2000;

/** A command sent to a device, read again every 2 s until the device has answered for good. */
export function useDeviceCommand(deviceId: string, commandId: string) {
  return useQuery({
    queryKey: ['devices', 'device', deviceId, 'command', commandId] as const,
    queryFn: ({ signal }) => apiCall(getDeviceCommand, { params: { id: deviceId, commandId }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && FINAL_COMMAND_STATUSES.includes(status) ? false : POLL_MS;
    },
  });
}
