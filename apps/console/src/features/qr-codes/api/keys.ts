export const qrCodeKeys = {
  all: ['qr-codes'] as const,
  count: (startTs: string, endTs: string) => [...qrCodeKeys.all, 'count', startTs, endTs] as const,
};
