/**
 * A measured figure (a rate, a difference, a p-value) as people read it: "0" only for a true zero;
 * below 1, two significant digits, so a small rate never reads as none (0.004, 0.012); below
 * 0.0001, in powers of ten (1.2e-9); from 1 on, at most two decimals, grouped by thousands (1,234.5).
 */
export function formatFigure(value: number): string {
  if (value === 0) return '0';
  if (!Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  if (size < 1e-4) return value.toExponential(1);
  if (size < 1) return value.toLocaleString(undefined, { maximumSignificantDigits: 2 });
  return value.toLocaleString(undefined, { maximumFractionDigits: 2 });
}
