import type { LogField } from '@console/contracts/device-logs';
import { fillMessage, messages } from '@console/contracts/messages';
import type { TimelineEntry, TimelineKind } from '@console/contracts/timeline';
import { formatDate, formatDateTime } from '@/shared/format/dates';

/** Each kind's name on its filter chip and its entries. */
export const KIND_LABELS: Record<TimelineKind, string> = {
  connection: messages.timelineKindConnection,
  status: messages.timelineKindStatus,
  diagnostic: messages.timelineKindDiagnostic,
  activity: messages.timelineKindActivity,
  command: messages.timelineKindCommand,
  firmware: messages.timelineKindFirmware,
  onboarding: messages.timelineKindOnboarding,
  audit: messages.timelineKindAudit,
  appLogin: messages.timelineKindAppLogin,
  notification: messages.timelineKindNotification,
  feedback: messages.timelineKindFeedback,
  warranty: messages.timelineKindWarranty,
};

/** What happened, in words: the kind's event, with what the server named it by. */
export function eventText(entry: Pick<TimelineEntry, 'kind' | 'event' | 'fields'>): string {
  const field = (key: string) => String(entry.fields.find((f) => f.key === key)?.value ?? '');
  switch (entry.kind) {
    case 'connection':
      return entry.event === 'online' ? messages.online : messages.offline;
    case 'status':
    case 'diagnostic':
      if (entry.event === 'rejected') return messages.timelineLiveRejected;
      if (entry.event === 'errors') return messages.timelineEventErrors;
      return entry.event === 'faults' ? messages.timelineEventFaults : messages.timelineEventReport;
    case 'onboarding':
      return entry.event === 'offboard' ? messages.timelineEventOffboard : messages.timelineEventOnboard;
    case 'appLogin':
      return messages.timelineEventAppLogin;
    case 'notification':
      return fillMessage(messages.timelineEventNotification, { channel: entry.event });
    case 'command':
      if (entry.event === 'rejected') return messages.timelineLiveRejected;
      return fillMessage(messages.timelineEventCommand, { type: field('type'), status: entry.event });
    case 'firmware':
      return fillMessage(messages.timelineEventFirmware, { status: entry.event });
    case 'feedback':
      return fillMessage(messages.timelineEventFeedback, { status: entry.event });
    case 'warranty':
      return entry.event === 'service' ? messages.timelineEventService : messages.timelineEventWarranty;
    default:
      return entry.event;
  }
}

/**
 * Fields whose value is a time (epoch ms; a status report's Last Control Time, `cts`, in the
 * device's seconds) or a day: shown in the console's date words.
 */
const TIMES = new Set(['updatedAt', 'closed', 'cts']);
const DAYS = new Set(['expiry']);

/** A field's value as the list shows it: times and days as dates, never a raw epoch. */
export function fieldText(field: LogField): string {
  if (field.value === null) return '—';
  if (TIMES.has(field.key)) return formatDateTime(field.value as number);
  if (DAYS.has(field.key)) return formatDate(String(field.value));
  return String(field.value);
}
