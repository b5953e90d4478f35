import { z } from 'zod';
import { DeviceLogParams } from '../device-logs/device-logs.schemas';
import { TimelinePage, TimelineQuery } from './timeline.schemas';

/*
 * Our own calls (the spec has no timeline): one page per subject, and a live tail per subject as
 * Server-Sent Events (`text/event-stream`, one `message` event per TimelineLiveMessage, a `ready`
 * event once subscribed, comments as heartbeats, an `end` event before the server closes it).
 */
const base = '/simplifi/v1/timeline';

export const HomeTimelineParams = z.object({ homeId: z.string().trim().min(1).max(100) });

/** A device's timeline page. */
export const getDeviceTimeline = {
  method: 'GET',
  path: `${base}/devices/:id`,
  params: DeviceLogParams,
  query: TimelineQuery,
  response: TimelinePage,
} as const;

/** A home's timeline page: its devices' events and its members' (logins, notifications). */
export const getHomeTimeline = {
  method: 'GET',
  path: `${base}/homes/:homeId`,
  params: HomeTimelineParams,
  query: TimelineQuery,
  response: TimelinePage,
} as const;

/** A device's MQTT messages as they arrive (an event stream; no JSON response). */
export const watchDeviceTimeline = {
  method: 'GET',
  path: `${base}/devices/:id/live`,
  params: DeviceLogParams,
} as const;

/** The MQTT messages of a home's devices as they arrive (an event stream). */
export const watchHomeTimeline = {
  method: 'GET',
  path: `${base}/homes/:homeId/live`,
  params: HomeTimelineParams,
} as const;

/** The names of the live tail's events. */
export const TIMELINE_LIVE_EVENTS = { ready: 'ready', message: 'message', end: 'end' } as const;
