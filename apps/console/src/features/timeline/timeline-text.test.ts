import { messages } from '@console/contracts/messages';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import { eventText, fieldText } from './timeline-text';

describe('timeline words', () => {
  it("names each kind's events", () => {
    expect(eventText({ kind: 'connection', event: 'offline', fields: [] })).toBe(messages.offline);
    expect(eventText({ kind: 'diagnostic', event: 'faults', fields: [] })).toBe(messages.timelineEventFaults);
    expect(eventText({ kind: 'status', event: 'rejected', fields: [] })).toBe(messages.timelineLiveRejected);
    expect(
      eventText({
        kind: 'command',
        event: 'success',
        fields: [{ key: 'type', header: 'Type', desc: 'Type', value: 'fota' }],
      }),
    ).toBe('fota command: success');
    expect(eventText({ kind: 'audit', event: 'device.offboarded', fields: [] })).toBe('device.offboarded');
    expect(eventText({ kind: 'warranty', event: 'service', fields: [] })).toBe(messages.timelineEventService);
  });

  it('shows times and days as dates, never an epoch', () => {
    const at = Date.UTC(2026, 0, 2, 10);
    expect(fieldText({ key: 'updatedAt', header: '', desc: '', value: at })).toBe(formatDateTime(at));
    expect(fieldText({ key: 'expiry', header: '', desc: '', value: '2027-01-01' })).toBe('January 1st 2027');
    expect(fieldText({ key: 'cts', header: '', desc: '', value: 1_795_829_493 })).toBe(
      formatDateTime(1_795_829_493_000),
    );
    expect(fieldText({ key: 'percent', header: '', desc: '', value: 40 })).toBe('40');
    expect(fieldText({ key: 'reason', header: '', desc: '', value: null })).toBe('—');
  });
});
