import { activeDrill, dacDrill, lifecycleDrill } from '@console/contracts/insights';
import { FleetFilter } from '@console/contracts/segments';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterOf, unshownPart, valuesOf } from './filter-form-values';

describe('the filter panel values', () => {
  it('ask for what is filled only, trimmed, each value once', () => {
    expect(
      filterOf({
        categories: [],
        modelNumbers: [' CS-A ', 'CS-A', 'CS-B', ' '],
        online: 'any',
        onboardState: 'any',
        errorWithinHours: null,
        lastSeenAfter: null,
      }),
    ).toEqual({ modelNumbers: ['CS-A', 'CS-B'] });
    expect(filterOf({ online: 'no', onboardState: 'neverOnboarded', fotaStates: ['failure'] })).toEqual({
      online: false,
      onboardState: 'neverOnboarded',
      fotaStates: ['failure'],
    });
  });

  it('take a day from its first second, but onboarded until takes the whole day', () => {
    const day = dayjs('2026-11-20T15:30:00');
    const start = dayjs('2026-11-20T00:00:00').unix();
    expect(
      filterOf({ lastSeenBefore: day, lastSeenAfter: day, onboardedFrom: day, onboardedTo: day }),
    ).toEqual({
      lastSeenAfter: start,
      lastSeenBefore: start,
      onboardedFrom: start,
      onboardedTo: start + 86_399,
    });
  });

  it('show a filter as the panel holds it and give the same filter back', () => {
    const filter = {
      countries: ['lk'],
      online: true,
      onboardedTo: dayjs('2026-11-20T23:59:59').unix(),
      errorCodes: ['E5'],
      errorWithinHours: 48,
    };
    const values = valuesOf(filter);
    expect(values.online).toBe('yes');
    expect(values.onboardState).toBe('any');
    expect(values.onboardedTo?.format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(filterOf(values)).toEqual(filter);
  });

  it('have a field for every part of a filter the server takes (a drill-through from a chart too)', () => {
    const every = Object.fromEntries(Object.keys(FleetFilter.shape).map((f) => [f, 1])) as FleetFilter;
    expect(unshownPart(every)).toEqual({});
  });

  it('take history events on the Metrics Chart days (UTC+05:30), and give them back the same', () => {
    const drill = {
      ...lifecycleDrill('onboard', ['AC'], { start: '2026-10-01', end: '2026-10-07' }),
      ...dacDrill('2026-10-02', '2026-10-02'),
      ...activeDrill('2026-10-04', { hours: [7, 6] }),
    };
    const values = valuesOf(drill);
    expect(values.everOnboardedFrom?.format('YYYY-MM-DD')).toBe('2026-10-01');
    expect(values.dacIssuedTo?.format('YYYY-MM-DD')).toBe('2026-10-02');
    expect(values.activeDay?.format('YYYY-MM-DD')).toBe('2026-10-04');
    expect(filterOf(values)).toEqual({ ...drill, activeHours: [6, 7] });
  });
});
