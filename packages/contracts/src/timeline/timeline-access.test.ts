import { describe, expect, it } from 'vitest';
import { principalOf, type Role } from '../access';
import { messages } from '../messages';
import { TimelineQuery } from './timeline.schemas';
import { timelineKindsFor } from './timeline-access';

const kindsOf = (roles: Role[], warrantyOn = true, mainTenant = true) =>
  timelineKindsFor(principalOf(roles, mainTenant), warrantyOn).map((k) =>
    k.redacted ? `(${k.kind})` : k.kind,
  );

describe('who sees which kind on a timeline', () => {
  it('gives an L4 every kind', () => {
    expect(kindsOf(['CUSTOMERSUPPORTL4'])).toEqual([
      'connection',
      'status',
      'diagnostic',
      'activity',
      'command',
      'firmware',
      'onboarding',
      'audit',
      'appLogin',
      'notification',
      'feedback',
      'warranty',
    ]);
  });

  it("leaves out what an L1's screens do not show: the audit log, notification logs, feedback", () => {
    expect(kindsOf(['CUSTOMERSUPPORTL1'])).toEqual([
      'connection',
      'status',
      'diagnostic',
      'activity',
      'command',
      'firmware',
      'onboarding',
      'appLogin',
      'warranty',
    ]);
  });

  it("redacts a level-0 factory admin's reports and leaves out the rest of the full view", () => {
    expect(kindsOf(['FACTORYADMIN'])).toEqual(['connection', '(status)', '(diagnostic)', 'command']);
  });

  it("follows the tenant's warranty setting", () => {
    expect(kindsOf(['CUSTOMERSUPPORTL4'], false)).not.toContain('warranty');
  });

  it('gives a line tester nothing', () => {
    expect(kindsOf(['LINETESTUSER', 'CUSTOMERSUPPORTL4'])).toEqual([]);
  });
});

describe('the timeline query', () => {
  it('reads a comma list of kinds, without repeats, and none as every kind', () => {
    expect(TimelineQuery.parse({ kinds: 'status, diagnostic,status' }).kinds).toEqual([
      'status',
      'diagnostic',
    ]);
    expect(TimelineQuery.parse({ kinds: '' }).kinds).toBeUndefined();
    expect(TimelineQuery.parse({}).limit).toBe(50);
  });

  it('names what it cannot read', () => {
    const issue = (query: object) => TimelineQuery.safeParse(query).error?.issues[0]?.message;
    expect(issue({ kinds: 'status,weather' })).toBe(messages.timelineBadKinds);
    expect(issue({ before: 'yesterday' })).toBe(messages.timelineBadBefore);
    expect(issue({ before: '-5' })).toBe(messages.timelineBadBefore);
    expect(issue({ cursor: 'a b' })).toBe(messages.timelineBadCursor);
    expect(issue({ limit: '101' })).toBeDefined();
  });
});
