import { type DealerBody, deleteDealer, getDeviceDealer, updateDealer } from '@console/contracts/dealers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { deviceKeys } from './keys';

const dealerKey = (deviceId: string) => [...deviceKeys.of(deviceId), 'dealer'] as const;

/** The dealer of a device's product serial (spec 000 section 7). */
export const deviceDealerQuery = (id: string) =>
  queryOptions({
    queryKey: dealerKey(id),
    queryFn: ({ signal }) => apiCall(getDeviceDealer, { params: { id }, signal }),
    retry: false,
  });

/** Edit and delete of the card's dealer; the card is read again after either. */
export function useDealerChanges(deviceId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dealerKey(deviceId) });
  return {
    update: useMutation({
      mutationFn: (input: { id: string; body: DealerBody }) =>
        apiCall(updateDealer, { query: { id: input.id }, body: input.body }),
      onSuccess,
    }),
    // After a delete the card must not keep showing the old dealer while the 404 comes back.
    remove: useMutation({
      mutationFn: (id: string) => apiCall(deleteDealer, { query: { id } }),
      onSuccess: () => client.resetQueries({ queryKey: dealerKey(deviceId) }),
    }),
  };
}
