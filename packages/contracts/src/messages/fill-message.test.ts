import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from './index';

describe('fillMessage', () => {
  it('fills the slots of a catalogue text, keeping the spec wording around them', () => {
    expect(fillMessage(messages.statusLogsFailed, { id: 'D1' })).toBe(
      'Failed to fetch device status data.- Device ID: D1',
    );
    expect(fillMessage(messages.diagnosticDownloaded, { range: '2026-11-20_2026-11-22', id: 'D1' })).toBe(
      'Downloaded device diagnostic data: 2026-11-20_2026-11-22 - Device ID: D1',
    );
  });

  it('leaves a slot it has no value for', () => {
    expect(fillMessage('Page {page} of {pages}', { page: 2 })).toBe('Page 2 of {pages}');
  });
});
