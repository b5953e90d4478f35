export const incidentEmailKeys = {
  all: ['incident-email'] as const,
  recipients: () => [...incidentEmailKeys.all, 'recipients'] as const,
};
