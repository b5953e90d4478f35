import type { Db } from '../../platform/db/client';
import { activityEvents } from '../../platform/db/schema';

/** Epoch seconds of a time in the metrics zone (UTC+05:30): `at('2026-10-01', '10:00')`. */
export const at = (day: string, time = '12:00') => Date.parse(`${day}T${time}:00+05:30`) / 1000;

type Event = Partial<typeof activityEvents.$inferInsert> & { ts: number; kind: string };

/** Activity events of the main tenant (India, PANASONIC, AC unless said), as the triggers would write them. */
export async function insertEvents(db: Db, events: Event[]) {
  await db.insert(activityEvents).values(
    events.map((e) => ({
      tenantId: 'panasonic',
      country: 'in',
      brand: 'PANASONIC',
      category: 'AC',
      ...e,
    })),
  );
}
