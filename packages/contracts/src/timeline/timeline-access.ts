import { can, type Principal, type RuleName } from '../access';
import { TIMELINE_KINDS, type TimelineKind, type TimelineKindAccess } from './timeline.schemas';

/*
 * Who sees which kind of event on a timeline. Each kind follows the rule of the screen that shows
 * those events elsewhere, so the timeline shows no one more than the console already does: the
 * log tabs and the device popups (deviceDetailFull), the Audit Log, User Info (its search, and the
 * notification log's permission), Feedback, warranty (with the tenant's setting on top). A command's
 * state is for whoever may look the device up (a factory admin pushes IDU configs).
 *
 * A refused kind is left out, except a device's own reports (status, diagnostics): those a level-0
 * factory admin's reduced view may see happened, redacted to their time (whether a device reports
 * is what a factory checks; its readings are for support).
 */
const KIND_ACCESS: Record<TimelineKind, { rule: RuleName; refused: 'omit' | 'redact' }> = {
  connection: { rule: 'deviceLookup', refused: 'omit' },
  status: { rule: 'deviceDetailFull', refused: 'redact' },
  diagnostic: { rule: 'deviceDetailFull', refused: 'redact' },
  activity: { rule: 'deviceDetailFull', refused: 'omit' },
  command: { rule: 'deviceLookup', refused: 'omit' },
  firmware: { rule: 'deviceDetailFull', refused: 'omit' },
  onboarding: { rule: 'deviceDetailFull', refused: 'omit' },
  audit: { rule: 'auditLog', refused: 'omit' },
  appLogin: { rule: 'userSearch', refused: 'omit' },
  notification: { rule: 'getNotificationList', refused: 'omit' },
  feedback: { rule: 'feedback', refused: 'omit' },
  warranty: { rule: 'warranty', refused: 'omit' },
};

/**
 * The kinds `p` may see on a timeline, in chip order, each with whether it is redacted.
 * `warrantyOn`: the tenant's warranty setting (tenantHasWarranty), which the warranty rule needs on top.
 */
export function timelineKindsFor(p: Principal, warrantyOn: boolean): TimelineKindAccess[] {
  return TIMELINE_KINDS.flatMap((kind): TimelineKindAccess[] => {
    const { rule, refused } = KIND_ACCESS[kind];
    const allowed = can(p, rule) && (kind !== 'warranty' || warrantyOn);
    if (allowed) return [{ kind, redacted: false }];
    return refused === 'redact' && can(p, 'deviceLookup') ? [{ kind, redacted: true }] : [];
  });
}
