import { deleteWebhook } from '@console/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { webhookKeys } from './keys';

/** Deletes an endpoint with its pending deliveries and its delivery log. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => apiCall(deleteWebhook, { params: { endpointId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
