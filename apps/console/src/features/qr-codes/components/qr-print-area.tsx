import {
  fitLabelText,
  LABEL_FONT_FAMILY,
  LABEL_LINE_HEIGHT,
  LABEL_TEXT_GAP_MM,
  type LabelTextSubject,
  labelTextLines,
  printRows,
  pxToMm,
  QR_DEFAULTS,
  stripLayout,
} from '@console/contracts/qr-codes';
import { createPortal } from 'react-dom';
import { pngSize } from '../png-size';

export interface PrintLabel extends LabelTextSubject {
  key: string;
  qrImage: string;
  dpi: number;
}

/**
 * The hidden print area (spec 002 section 2): each label image at the size its pixels and DPI
 * give, in millimetres, framed by the QR spacing, rows the vertical spacing apart (each row starts
 * at its `printRows` top; a row never splits across pages). Under each copy of the code, as real
 * text, its serial number and (Matter) grouped manual code, sized to the code's width (issue 29).
 * It sits beside the app, shown only when printing (global.css), so the print dialog prints these
 * labels alone.
 */
export function QrPrintArea({
  labels,
  copies = QR_DEFAULTS.copies,
  horizontalSpacingMm = QR_DEFAULTS.horizontalSpacingMm,
  qrSpacingMm = QR_DEFAULTS.qrSpacingMm,
  verticalSpacingMm = QR_DEFAULTS.verticalSpacingMm,
}: {
  labels: readonly PrintLabel[];
  copies?: number;
  horizontalSpacingMm?: number;
  qrSpacingMm?: number;
  verticalSpacingMm?: number;
}) {
  const laid = labels.map((label) => {
    const size = pngSize(label.qrImage);
    // The copies where the server drew them (the same strip arithmetic, from the image's height).
    const strip = stripLayout(copies, horizontalSpacingMm, label.dpi, size.heightPx);
    const codeMm = pxToMm(strip.sizePx, label.dpi);
    const text = fitLabelText(labelTextLines(label), codeMm);
    const offsetsMm = strip.offsetsPx.map((px) => pxToMm(px, label.dpi));
    return { label, size, codeMm, text, offsetsMm };
  });
  const rows = printRows(
    laid.map((l) => ({ ...l.size, dpi: l.label.dpi, textHeightMm: l.text.heightMm })),
    { qrSpacingMm, verticalSpacingMm },
  );
  return createPortal(
    <div className="qr-print-area" data-testid="qr-print-area">
      {laid.map(({ label, codeMm, text, offsetsMm }, i) => {
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
            {text.lines.length > 0 ? (
              <div
                className="qr-print-text"
                style={{
                  width: `${row.widthMm}mm`,
                  height: `${row.textHeightMm}mm`,
                  paddingTop: `${LABEL_TEXT_GAP_MM}mm`,
                  fontFamily: LABEL_FONT_FAMILY,
                  fontSize: `${text.fontMm}mm`,
                  lineHeight: LABEL_LINE_HEIGHT,
                }}
              >
                {offsetsMm.map((left, copy) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical, their place is their identity
                    key={copy}
                    className="qr-print-label-text"
                    style={{ left: `${left}mm`, top: `${LABEL_TEXT_GAP_MM}mm`, width: `${codeMm}mm` }}
                  >
                    {text.lines.map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>,
    document.body,
  );
}
