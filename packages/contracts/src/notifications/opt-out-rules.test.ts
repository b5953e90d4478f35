import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { isOptedOut, nextOptOutScopes, OPT_OUT_SCOPES, optOutScopesFor } from './opt-out-rules';
import { OptOutChange } from './opt-outs.schemas';

const out = (channel: string, severity: string) => ({ channel, severity });

describe('notification opt-outs per channel and severity (issue 34)', () => {
  it('an info task skips a user opted out of info by push, but not by e-mail', () => {
    const optOuts = [out('push', 'info')];
    expect(isOptedOut(optOuts, 'push', 'info')).toBe(true);
    expect(isOptedOut(optOuts, 'email', 'info')).toBe(false);
    expect(isOptedOut(optOuts, 'push', 'promotion')).toBe(false);
  });

  it('an alert ignores a severity opt-out and respects only a whole one', () => {
    expect(isOptedOut([out('sms', 'promotion')], 'sms', 'alert')).toBe(false);
    expect(
      isOptedOut([out('sms', 'info'), out('sms', 'recommendation'), out('sms', 'promotion')], 'sms', 'alert'),
    ).toBe(false);
    expect(isOptedOut([out('sms', 'all')], 'sms', 'alert')).toBe(true);
    // A row naming alerts (never written) stops nothing, an alert included.
    expect(isOptedOut([out('sms', 'alert')], 'sms', 'alert')).toBe(false);
  });

  it('a whole opt-out stops every severity on that channel only', () => {
    for (const severity of ['alert', 'info', 'recommendation', 'promotion']) {
      expect(isOptedOut([out('email', 'all')], 'email', severity)).toBe(true);
      expect(isOptedOut([out('email', 'all')], 'push', severity)).toBe(false);
    }
    expect(isOptedOut([], 'push', 'info')).toBe(false);
  });

  it('names the scopes that stop each severity (what the send path asks its table)', () => {
    expect(optOutScopesFor('alert')).toEqual(['all']);
    expect(optOutScopesFor('promotion')).toEqual(['all', 'promotion']);
    expect(optOutScopesFor('anything else')).toEqual(['all']);
  });

  it('changes a channel: whole replaces the rest, a severity back in under a whole one keeps the others out', () => {
    expect(nextOptOutScopes(['info', 'promotion'], { severity: 'all', optedOut: true })).toEqual(['all']);
    expect(nextOptOutScopes(['info', 'promotion'], { severity: 'all', optedOut: false })).toEqual([]);
    expect(nextOptOutScopes(['all'], { severity: 'all', optedOut: false })).toEqual([]);
    expect(nextOptOutScopes([], { severity: 'promotion', optedOut: true })).toEqual(['promotion']);
    expect(nextOptOutScopes(['promotion'], { severity: 'info', optedOut: true })).toEqual([
      'info',
      'promotion',
    ]);
    expect(nextOptOutScopes(['promotion'], { severity: 'promotion', optedOut: true })).toEqual(['promotion']);
    expect(nextOptOutScopes(['info', 'promotion'], { severity: 'info', optedOut: false })).toEqual([
      'promotion',
    ]);
    expect(nextOptOutScopes(['all'], { severity: 'promotion', optedOut: true })).toEqual(['all']);
    expect(nextOptOutScopes(['all'], { severity: 'info', optedOut: false })).toEqual([
      'recommendation',
      'promotion',
    ]);
  });

  it('every change leaves a channel whole or severities only, never both', () => {
    const states: (typeof OPT_OUT_SCOPES)[number][][] = [[], ['all'], ['info'], ['info', 'promotion']];
    for (const state of states)
      for (const severity of OPT_OUT_SCOPES)
        for (const optedOut of [true, false]) {
          const next = nextOptOutScopes(state, { severity, optedOut });
          expect(next.includes('all') && next.length > 1, `${state} ${severity} ${optedOut}`).toBe(false);
          expect(new Set(next).size).toBe(next.length);
        }
  });

  it('a change names a channel, a scope (all when left out) and whether out or in, each with its message', () => {
    expect(OptOutChange.parse({ channel: 'push', optedOut: true })).toEqual({
      channel: 'push',
      severity: 'all',
      optedOut: true,
    });
    const issue = (body: unknown) => OptOutChange.safeParse(body).error?.issues[0]?.message;
    expect(issue({ channel: 'push', severity: 'alert', optedOut: true })).toBe(
      messages.optOutSeverityInvalid,
    );
    expect(issue({ channel: 'fax', optedOut: true })).toBe(messages.invalidChannelType);
    expect(issue({ channel: 'sms', severity: 'info' })).toBe(messages.optOutChoiceRequired);
    expect(issue({ channel: 'sms', optedOut: 'yes' })).toBe(messages.optOutChoiceRequired);
  });
});
