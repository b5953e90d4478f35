/** `attachment; filename="a.csv"` (or RFC 5987 `filename*=UTF-8''a.csv`) → `a.csv`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}
