import { z } from 'zod';
import { LogField } from '../device-logs/device-logs.schemas';
import { messages } from '../messages';

/*
 * The timeline of a device or a home (issue 32; our own calls): every event the platform keeps
 * about it, newest first, a page at a time by keyset. An entry's `key` is its place in that order
 * (time, then source, then the row's id); the page's `next` is its last entry's key, sent back as
 * `cursor` for the page after it. Times are epoch milliseconds.
 */

/** Every kind of event, in the order the filter chips show them. */
export const TIMELINE_KINDS = [
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
] as const;
export const TimelineKind = z.enum(TIMELINE_KINDS);
export type TimelineKind = z.infer<typeof TimelineKind>;

/** Entries a page holds by default and at most. */
export const TIMELINE_PAGE_SIZE = 50;
export const TIMELINE_MAX_PAGE_SIZE = 100;
/** The largest `before` read as a time (13 digits of milliseconds, the year 2286). */
const MAX_EPOCH_MS = 9_999_999_999_999;

export const TimelineEntry = z.object({
  /** Where this entry stands in the order: the cursor of the page after it. */
  key: z.string(),
  /** Epoch milliseconds. */
  at: z.number(),
  kind: TimelineKind,
  /** What happened, in the kind's own words: online, report, onboard, a command's state, an audit action … */
  event: z.string(),
  deviceId: z.string().nullable(),
  /** The end user it concerns (an owner's login, a notification's recipient), when one. */
  userId: z.string().nullable(),
  /** Its details, labelled (a status or diagnostic report's fields as the log tabs label them). */
  fields: z.array(LogField),
  /** True when the caller's role may see that it happened, not what it held. */
  redacted: z.boolean(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** A kind the caller may see, and whether its details are hidden from them. */
export const TimelineKindAccess = z.object({ kind: TimelineKind, redacted: z.boolean() });
export type TimelineKindAccess = z.infer<typeof TimelineKindAccess>;

/** `status,diagnostic` → the kinds; empty or absent: every kind. */
const KindList = z
  .string()
  .max(400)
  .optional()
  .transform((value, ctx) => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const kinds = [...new Set(parts)];
    if (!kinds.every((k): k is TimelineKind => (TIMELINE_KINDS as readonly string[]).includes(k))) {
      ctx.addIssue({ code: 'custom', message: messages.timelineBadKinds });
      return z.NEVER;
    }
    return kinds.length ? kinds : undefined;
  });

export const TimelineQuery = z.object({
  kinds: KindList,
  /** Jump to a date: only what happened before this instant (epoch ms, exclusive). */
  before: z.coerce
    .number({ message: messages.timelineBadBefore })
    .int(messages.timelineBadBefore)
    .min(1, messages.timelineBadBefore)
    .max(MAX_EPOCH_MS, messages.timelineBadBefore)
    .optional(),
  /** The `next` of the page before: this page continues after that entry (`before` is then unused). */
  cursor: z
    .string()
    .max(300, messages.timelineBadCursor)
    .regex(/^[A-Za-z0-9_-]+$/, messages.timelineBadCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_MAX_PAGE_SIZE).default(TIMELINE_PAGE_SIZE),
});
export type TimelineQuery = z.input<typeof TimelineQuery>;
export type TimelineFilters = z.output<typeof TimelineQuery>;

export const TimelinePage = z.object({
  entries: z.array(TimelineEntry),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
  /** The kinds the caller may see here (the filter's choices), each with whether it is redacted. */
  kinds: z.array(TimelineKindAccess),
});
export type TimelinePage = z.infer<typeof TimelinePage>;

/**
 * One MQTT message of the live tail, as the server received it from the broker: its entry as the
 * timeline would show it (`key` empty: it is not a page's), the topic it came on, and whether the
 * platform accepts it (`rejected`: why not, and then no fields).
 */
export const TimelineLiveMessage = TimelineEntry.extend({
  topic: z.enum(['status', 'diagnostics', 'connection', 'commands', 'command-results']),
  rejected: z.string().nullable(),
});
export type TimelineLiveMessage = z.infer<typeof TimelineLiveMessage>;
