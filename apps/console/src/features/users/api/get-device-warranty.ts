import { getDeviceWarranty } from '@console/contracts/warranty';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/**
 * A device's warranty standing. The serial is part of the key: after a serial edit the standing is
 * asked again, so the warranty link's style follows the new serial.
 */
export const deviceWarrantyQuery = (deviceId: string, serial: string | null) =>
  queryOptions({
    queryKey: userKeys.deviceWarranty(deviceId, serial),
    queryFn: ({ signal }) => apiCall(getDeviceWarranty, { params: { deviceId }, signal }),
    // The token in it lives 15 minutes on the server.
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });
