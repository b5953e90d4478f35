import { z } from 'zod';
import { messages } from '../messages';
import { CHANNEL_TYPES } from './notification-rules';
import { OPT_OUT_SCOPES } from './opt-out-rules';

/**
 * Our own (issue 34): an app user's opt-outs, per channel and scope (opt-out-rules.ts): `all` for
 * the whole channel, else one severity. None means every task may reach them on every channel.
 */
export const NotificationOptOuts = z.object({
  userId: z.string(),
  optOuts: z.array(
    z.object({
      channel: z.enum(CHANNEL_TYPES),
      severity: z.enum(OPT_OUT_SCOPES),
      /** A staff user's name, or `app` (OPT_OUT_BY_APP) when the user set it in the consumer app. */
      setBy: z.string(),
      at: z.number(),
    }),
  ),
});
export type NotificationOptOuts = z.infer<typeof NotificationOptOuts>;

const OptOutParams = z.object({ userId: z.string().trim().min(1).max(100) });

/**
 * One change: out of (`optedOut: true`) or back into a channel, whole (`severity: 'all'`, the
 * default) or one severity of it; an alert cannot be opted out of apart from its channel.
 */
export const OptOutChange = z.object({
  channel: z.enum(CHANNEL_TYPES, messages.invalidChannelType),
  severity: z.enum(OPT_OUT_SCOPES, messages.optOutSeverityInvalid).default('all'),
  optedOut: z.boolean(messages.optOutChoiceRequired),
});
export type OptOutChange = z.infer<typeof OptOutChange>;

const base = '/simplifi/v1/notificationmanager';

export const getNotificationOptOuts = {
  method: 'GET',
  path: `${base}/optouts/:userId`,
  reads: true,
  params: OptOutParams,
  response: NotificationOptOuts,
} as const;

/** Support opts the user out or back in (audited); answers their opt-outs after it. */
export const setNotificationOptOut = {
  method: 'PUT',
  path: `${base}/optouts/:userId`,
  params: OptOutParams,
  body: OptOutChange,
  response: NotificationOptOuts,
} as const;

const appPath = '/simplifi/v1/appsupport/notificationPreferences/:userId';

/**
 * Ours (issue 34): the consumer app reads its user's preferences, signed in as that app user (an
 * app session's bearer token). Only their own: any other user id is 404 `unableToFindUser`. A
 * staff user's name is not shown to the app: `setBy` is `app` or `support`.
 */
export const getAppNotificationPreferences = {
  method: 'GET',
  path: appPath,
  params: OptOutParams,
  response: NotificationOptOuts,
} as const;

/** Ours (issue 34): the app user opts out or back in, as support does (kept with `setBy: app`, audited). */
export const setAppNotificationPreference = {
  method: 'PUT',
  path: appPath,
  params: OptOutParams,
  body: OptOutChange,
  response: NotificationOptOuts,
} as const;
