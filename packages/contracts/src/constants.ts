/** Business constants of spec 000 section 9 and spec 001 section 9. */
export const ALERT_DISMISS_MS = 3000;
export const SNACKBAR_MS = 4000;
export const OTP_RESEND_SECONDS = 30;
export const RELOAD_AFTER_MS = 3000;
export const COPY_CONFIRM_MS = 3000;
export const MFA_CODE_DIGITS = 6;
/** How long a sign-in's two-step token (mfaToken) is honoured; the console keeps the step as long. */
export const MFA_TOKEN_TTL_MS = 5 * 60_000;
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const MOBILE_SEARCH_MIN = 5;
export const DEFAULT_COUNTRY_CODE = '91';
export const WARRANTY_EXPIRY_SOON_DAYS = 30;
export const LOG_PAGE_SIZE = 100;
export const LOG_WINDOW_DAYS = 89;
/** Rows a page of the Device Logs table shows, inside its 100-row server page (spec 001 section 9). */
export const DEVICE_LOG_TABLE_PAGE_SIZE = 20;
/**
 * Spec 002's paged lists (manufactured devices, dealers, feedback; sections 4 and 9): rows fetched
 * per request, rows shown per page, page links in the window.
 */
export const LIST_FETCH_SIZE = 100;
export const LIST_PAGE_SIZE = 20;
export const LIST_PAGE_LINKS = 5;
/**
 * The highest page number a paged list takes (page, index, pgIndex): past it a request only has
 * the database skip rows (page 1e9 was an OFFSET of 1e11), and no list here is that long.
 */
export const MAX_PAGE_NUMBER = 1_000_000;
/** The longest text field of a multipart form, in bytes: a longer one is refused, never cut. */
export const FORM_FIELD_MAX_BYTES = 10_000;

export const DEVICE_CATEGORIES = [
  'AC',
  'CAC',
  'IAC',
  'FANCONTROLLER',
  'ANCHOR',
  'ANCHORFAN',
  'GATEWAY',
  'VDP',
  'REF',
  'WM',
  'ROMA',
  'FAN',
  'SWITCHES',
  'LEDLIGHTS',
  'ODMFRONTLOADWM',
  'ROMASWITCHES',
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

export const DEVICE_SEARCH_TYPES = ['deviceId', 'macAddress', 'productSerialNumber'] as const;
export type DeviceSearchType = (typeof DEVICE_SEARCH_TYPES)[number];

export const THEMES = ['newlayout', 'round', 'rectangular', 'default'] as const;
export type Theme = (typeof THEMES)[number];

/** Timestamps: a number with fewer than 12 digits is seconds (spec 000 section 9). */
export function toMillis(ts: number): number {
  return Math.abs(Math.trunc(ts)).toString().length < 12 ? ts * 1000 : ts;
}
