import type { MessageCode } from '../messages';

/**
 * Section 5: an uploaded model file pre-fills the form. Text that is not JSON is 'Invalid File
 * Uploaded'; a list is refused with 'Upload Only One Device Model at a Time'.
 */
export function parseModelFile(
  text: string,
): { ok: true; model: Record<string, unknown> } | { ok: false; code: MessageCode } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, code: 'invalidFileUploaded' };
  }
  if (Array.isArray(parsed)) return { ok: false, code: 'oneModelAtATime' };
  if (parsed === null || typeof parsed !== 'object') return { ok: false, code: 'invalidFileUploaded' };
  return { ok: true, model: parsed as Record<string, unknown> };
}
