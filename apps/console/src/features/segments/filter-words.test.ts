import { activeDrill, lifecycleDrill } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterSentence } from './filter-words';

describe('a filter in words', () => {
  it("joins filters with 'and' and a filter's values with 'or'", () => {
    expect(filterSentence({ modelNumbers: ['CS-A', 'CS-B'], countries: ['in', 'lk'], online: false })).toBe(
      'Devices where model is CS-A or CS-B and country is India or Srilanka and offline now',
    );
  });

  it('says times as days, FOTA states and onboarding in words, and the error window', () => {
    const day = dayjs('2026-11-20T00:00:00').unix();
    expect(
      filterSentence({
        lastSeenBefore: day,
        onboardState: 'neverOnboarded',
        fotaStates: ['failure', 'rolledBack'],
        errorCodes: ['E5', 'F1'],
      }),
    ).toBe(
      'Devices where latest FOTA state is Failed or Rolled back and last seen before November 20th 2026 and never onboarded and reported error or fault code E5 or F1 in the last 24 hours',
    );
  });

  it('says every device for an empty filter', () => {
    expect(filterSentence({})).toBe(messages.fleetEveryDevice);
  });

  it('says the events a chart drills through to on its days (UTC+05:30), and the home and chip', () => {
    expect(
      filterSentence({
        homeCities: ['Pune'],
        chipTypes: ['ESPWIFI'],
        ...lifecycleDrill('offboard', [], { start: '2026-10-01', end: '2026-10-31' }),
        ...activeDrill('2026-11-02', { controllers: ['an', 'ava'] }),
      }),
    ).toBe(
      "Devices where home's city is Pune and chip type is ESPWIFI and an offboarding on or after October 1st 2026" +
        ' and an offboarding on or before October 31st 2026 and active on November 2nd 2026' +
        ' and active through is Android or AVA',
    );
  });

  it('still says a part it has no words for (from a newer server)', () => {
    const drill = JSON.parse('{"radioModes":["BLE","WIFI"],"online":true}') as FleetFilter;
    expect(filterSentence(drill)).toBe('Devices where online now and radioModes is BLE or WIFI');
  });
});
