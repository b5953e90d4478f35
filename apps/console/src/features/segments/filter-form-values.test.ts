import type { FleetFilter } from '@console/contracts/segments';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterOf, valuesOf } from './filter-form-values';

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

  it('keep what a filter asks that the panel has no field for (a drill-through from a chart)', () => {
    const drill = JSON.parse('{"chipTypes":["ESP32"],"online":true}') as FleetFilter;
    const values = { ...valuesOf(drill), online: 'no' as const };
    expect(filterOf(values, drill)).toEqual({ chipTypes: ['ESP32'], online: false });
  });
});
