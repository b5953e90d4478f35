export const qrCodeKeys = {
  all: ['qr-codes'] as const,
  count: (startTs: string, endTs: string) => [...qrCodeKeys.all, 'count', startTs, endTs] as const,
  prints: (startTs: string, endTs: string, page: number) =>
    [...qrCodeKeys.all, 'prints', startTs, endTs, page] as const,
  printers: () => [...qrCodeKeys.all, 'printers'] as const,
};
