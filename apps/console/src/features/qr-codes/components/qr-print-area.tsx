import { printRows, QR_DEFAULTS } from '@console/contracts/qr-codes';
import { createPortal } from 'react-dom';
import { pngSize } from '../png-size';

export interface PrintLabel {
  key: string;
  qrImage: string;
  dpi: number;
}

/**
 * The hidden print area (spec 002 section 2): each label image at the size its pixels and DPI
 * give, in millimetres, framed by the QR spacing, rows the vertical spacing apart (each row starts
 * at its `printRows` top; a row never splits across pages). It sits beside
 * the app, shown only when printing (global.css), so the print dialog prints these labels alone.
 */
export function QrPrintArea({
  labels,
  qrSpacingMm = QR_DEFAULTS.qrSpacingMm,
  verticalSpacingMm = QR_DEFAULTS.verticalSpacingMm,
}: {
  labels: readonly PrintLabel[];
  qrSpacingMm?: number;
  verticalSpacingMm?: number;
}) {
  const sizes = labels.map((l) => ({ ...pngSize(l.qrImage), dpi: l.dpi }));
  const rows = printRows(sizes, { qrSpacingMm, verticalSpacingMm });
  return createPortal(
    <div className="qr-print-area" data-testid="qr-print-area">
      {labels.map((label, i) => {
        const row = rows[i];
        if (!row) return null;
        return (
          <div
            key={label.key}
            className="qr-print-row"
            data-top-mm={row.topMm.toFixed(2)}
            style={{ padding: `${qrSpacingMm}mm`, marginBottom: `${verticalSpacingMm}mm` }}
          >
            <img
              src={`data:image/png;base64,${label.qrImage}`}
              alt=""
              style={{ width: `${row.widthMm}mm`, height: `${row.heightMm}mm` }}
            />
          </div>
        );
      })}
    </div>,
    document.body,
  );
}
