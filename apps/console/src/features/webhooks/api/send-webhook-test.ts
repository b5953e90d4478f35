import { sendWebhookTest } from '@console/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { webhookKeys } from './keys';

/** Queues a `webhook.test` event for one endpoint; its tries show in the delivery log. */
export function useSendWebhookTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => apiCall(sendWebhookTest, { params: { endpointId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
