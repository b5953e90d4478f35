/** The QR Code screen's constants (spec 002 section 9) and the label size we print. */
export const QR_DEFAULTS = {
  copies: 4,
  qrSpacingMm: 0.94,
  verticalSpacingMm: 2.9,
  horizontalSpacingMm: 2.9,
  dpi: 500,
} as const;

export const QR_COPIES_MIN = 1;
export const QR_COPIES_MAX = 5;
/**
 * What a label printer can do (issue 29): thermal label printers print at 203 to 600 DPI, a few at
 * 1,200; past that a request only asks the server for memory and time (80,000 DPI drew a 790 MB
 * strip for 7.8 s). The spec asks only for DPI of at least 1.
 */
export const QR_DPI_MIN = 1;
export const QR_DPI_MAX = 1200;
/**
 * The widest spacing, in mm, for each of the three (QR, vertical and horizontal): five 12 mm codes
 * with four 25 mm gaps make 160 mm, within the 216 mm print width of the widest (8-inch) label
 * printers. The spec asks only for spacings of at least 0.
 */
export const QR_SPACING_MAX_MM = 25;
/** One request per serial number, this many in flight (spec 002 sections 4 and 9). */
export const QR_BATCH_SIZE = 30;
/** The device-model picker shows at most this many tags (spec 002 section 2). */
export const QR_MODEL_TAGS_SHOWN = 10;

/**
 * The side of one printed QR code, quiet zone included, in millimetres. The spec gives spacings and
 * DPI but not the code's size: 12 mm is ours, large enough for a phone at a hand's length (a
 * serial-carrying Matter payload is a version 3 or 4 code, about 0.3 mm a module).
 */
export const QR_SIZE_MM = 12;
/** Quiet zone around each code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE_MODULES = 4;

/** The result file and its headers (spec 002 section 9): by serial number, or by model. */
export const QR_RESULT_FILE = 'qrcode.csv';
export const QR_CSV_HEADER_PSN = 'Product Serial Number, QR, Manual Code';
export const QR_CSV_HEADER_MODEL = 'Model Number, Model Id, QR, Manual Code';
