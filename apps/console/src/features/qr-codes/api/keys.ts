export const qrCodeKeys = {
  all: ['qr-codes'] as const,
  models: (category: string, brand: string, isMatter: boolean) =>
    [...qrCodeKeys.all, 'models', category, brand, isMatter] as const,
  count: (startTs: string, endTs: string) => [...qrCodeKeys.all, 'count', startTs, endTs] as const,
};
