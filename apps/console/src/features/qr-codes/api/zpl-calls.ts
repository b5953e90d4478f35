import {
  type LabelPrinterBody,
  listLabelPrinters,
  listQrPrints,
  printZplLabels,
  registerLabelPrinter,
  removeLabelPrinter,
  type ZplPrintBody,
} from '@console/contracts/qr-codes';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { qrCodeKeys } from './keys';

/** A batch's ZPL, printed by the server to a network printer or answered to save or send over USB. */
export const printZpl = (body: ZplPrintBody) => apiCall(printZplLabels, { body });

export const labelPrintersQuery = () =>
  queryOptions({
    queryKey: qrCodeKeys.printers(),
    queryFn: ({ signal }) => apiCall(listLabelPrinters, { signal }),
  });

export const registerPrinter = (body: LabelPrinterBody) => apiCall(registerLabelPrinter, { body });
export const removePrinter = (id: string) => apiCall(removeLabelPrinter, { params: { id } });

/** Labels printed per serial, operator and station between two DD-MM-YYYY days. */
export const qrPrintsQuery = (startTs: string, endTs: string, page: number) =>
  queryOptions({
    queryKey: qrCodeKeys.prints(startTs, endTs, page),
    queryFn: ({ signal }) => apiCall(listQrPrints, { query: { startTs, endTs, page }, signal }),
    enabled: startTs !== '' && endTs !== '',
  });
