/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2). */
function luminance(hex: string): number | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const channel = (i: number) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** White or near-black text, whichever reads better on the tenant's colour. */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  if (l === undefined) return '#ffffff';
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#141414';
}
