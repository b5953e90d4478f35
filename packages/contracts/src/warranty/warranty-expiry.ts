import { WARRANTY_EXPIRY_SOON_DAYS } from '../constants';
import { messages } from '../messages';

const DAY_MS = 86_400_000;

export type ExpiryLabel =
  | { kind: 'soon'; daysLeft: number; text: string }
  | { kind: 'expired'; text: string };

/**
 * The warranty expiry label (spec 000 section 4): 0 to 30 days left 'EXPIRY SOON: N Days Left',
 * past expiry 'EXPIRED', more than 30 days nothing. Days are whole calendar days (UTC) from today to
 * the expiry date, which is the last covered day.
 */
export function expiryLabel(expiryDate: string, nowMs: number): ExpiryLabel | null {
  const expiry = Date.parse(`${expiryDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(expiry)) return null;
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const daysLeft = Math.round((expiry - today) / DAY_MS);
  if (daysLeft < 0) return { kind: 'expired', text: messages.warrantyExpired };
  if (daysLeft > WARRANTY_EXPIRY_SOON_DAYS) return null;
  return { kind: 'soon', daysLeft, text: messages.warrantyExpirySoon.replace('{days}', String(daysLeft)) };
}
