import { groupManualCode } from '../matter/manual-code';

/**
 * The text printed under each code of a label (issue 29: labels were bare squares): the product
 * serial number (the Model ID on a model label) and, for a Matter unit, its manual pairing code
 * grouped as Matter labels show it. Printed as real text in a monospace face, sized so its longest
 * line fits the code's width.
 */
export const LABEL_FONT_MAX_MM = 2.2;
/** About 3.4 pt: legible from a 203 DPI printer; a longer line wraps rather than shrinks further. */
export const LABEL_FONT_MIN_MM = 1.2;
/** A monospace glyph's advance in em (DejaVu Sans Mono 0.602, Liberation Mono 0.600), with a margin. */
export const LABEL_ADVANCE_EM = 0.62;
export const LABEL_LINE_HEIGHT = 1.2;
/** Between the code's quiet zone and the first line. */
export const LABEL_TEXT_GAP_MM = 0.3;
export const LABEL_FONT_FAMILY = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

export interface LabelTextSubject {
  productSerialNumber: string | null;
  modelId: string;
  manualCode: string;
}

/** The lines of a label: its serial number (or Model ID), then its grouped manual code when it has one. */
export function labelTextLines(label: LabelTextSubject): string[] {
  const lines = [label.productSerialNumber ?? label.modelId];
  if (label.manualCode) lines.push(groupManualCode(label.manualCode));
  return lines.filter(Boolean);
}

export interface LabelText {
  lines: string[];
  fontMm: number;
  /** The text block's height under the code, the gap included (0 without text). */
  heightMm: number;
}

/** Breaks a line into pieces of at most `max` characters, after a group's dash where one fits. */
function wrap(line: string, max: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    const dash = rest.lastIndexOf('-', max - 1);
    const cut = dash > 0 ? dash + 1 : max;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...out, rest];
}

/**
 * The lines at the largest font (at most LABEL_FONT_MAX_MM) whose longest line fits `widthMm`;
 * below LABEL_FONT_MIN_MM the lines wrap (at a group's dash when they can) at the smallest font.
 */
export function fitLabelText(lines: readonly string[], widthMm: number): LabelText {
  if (lines.length === 0) return { lines: [], fontMm: 0, heightMm: 0 };
  const fontFor = (chars: number) => widthMm / (Math.max(chars, 1) * LABEL_ADVANCE_EM);
  const longest = Math.max(...lines.map((l) => l.length));
  let fontMm = Math.min(LABEL_FONT_MAX_MM, fontFor(longest));
  let fitted = [...lines];
  if (fontMm < LABEL_FONT_MIN_MM) {
    const max = Math.max(Math.floor(widthMm / (LABEL_FONT_MIN_MM * LABEL_ADVANCE_EM)), 1);
    fitted = lines.flatMap((l) => wrap(l, max));
    fontMm = Math.min(LABEL_FONT_MAX_MM, fontFor(Math.max(...fitted.map((l) => l.length))));
  }
  return { lines: fitted, fontMm, heightMm: LABEL_TEXT_GAP_MM + fitted.length * fontMm * LABEL_LINE_HEIGHT };
}
