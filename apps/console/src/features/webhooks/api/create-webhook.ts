import { type CreateWebhookBody, createWebhook } from '@console/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { webhookKeys } from './keys';

/** Registers an endpoint; the answer holds its signing secret, shown once. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => apiCall(createWebhook, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
