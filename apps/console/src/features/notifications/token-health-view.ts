/** How token health is shown (issue 34): the platforms' names and the days a range covers. */
export const PLATFORM_LABELS = { an: 'Android', ios: 'iOS' } as const;

/** Every UTC day from `from` to `to` (YYYY-MM-DD), so a day without sends is a gap, not skipped. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000)
    out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}
