import { countQrCodes } from '@console/contracts/qr-codes';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { qrCodeKeys } from './keys';

/** Total QR Code Printed between two DD-MM-YYYY days. */
export const qrCountQuery = (startTs: string, endTs: string) =>
  queryOptions({
    queryKey: qrCodeKeys.count(startTs, endTs),
    queryFn: ({ signal }) => apiCall(countQrCodes, { query: { startTs, endTs }, signal }),
    enabled: startTs !== '' && endTs !== '',
  });
