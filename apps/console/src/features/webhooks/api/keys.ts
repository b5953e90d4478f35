/** The webhooks area's query keys: every write invalidates `all` (the list and the delivery logs). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  attemptsOf: (endpointId: string) => [...webhookKeys.all, 'attempts', endpointId] as const,
  attempts: (endpointId: string, page: number) => [...webhookKeys.attemptsOf(endpointId), page] as const,
};
