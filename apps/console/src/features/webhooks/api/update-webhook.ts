import { type UpdateWebhookBody, updateWebhook } from '@console/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { webhookKeys } from './keys';

/** Changes an endpoint's URL, description or events, or enables or disables it. */
export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, body }: { endpointId: string; body: UpdateWebhookBody }) =>
      apiCall(updateWebhook, { params: { endpointId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
