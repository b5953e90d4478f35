/*
 * What each webhook event's `data` holds (issue 33): the server queues exactly these, receivers
 * can rely on them. Ids name the console's own records; times are ISO 8601 in UTC.
 */

/** A phase of a phased rollout passed its gate, soak or a person's resume; the next one starts. */
export interface RolloutPhasePassedData {
  rolloutId: string;
  name: string;
  modelNumber: string;
  firmwareVersion: string;
  /** Counting from 1. */
  phase: number;
  phases: number;
  /** The phase's devices and those of them that installed. */
  devices: number;
  installed: number;
  /** How it passed: its gate's verdict, its soak, or a person's resume. */
  passedBy: 'gate' | 'soak' | 'resume';
}

export interface RolloutStoppedData {
  rolloutId: string;
  state: 'stopped' | 'aborted';
  /** Counting from 1. */
  phase: number;
  reason: string;
  /** Who aborted it; null when it stopped by itself. */
  abortedBy: string | null;
}

export interface DeviceOffboardedData {
  deviceId: string;
  homeId: string | null;
  offboardedBy: string;
}

export interface FirmwareUploadedData {
  firmwareId: string;
  kind: 'fota' | 'factory';
  version: string;
  category: string;
  brand: string;
  /** Null for a factory image that names no model. */
  modelNumber: string | null;
  sha256: string;
  size: number;
  uploadedBy: string;
}

/** A notification task's run ended: all sent or answered (processed), or past its expiry. */
export interface NotificationTaskFinishedData {
  taskId: string;
  channel: 'push' | 'sms' | 'email';
  severity: string;
  state: 'processed' | 'expired';
  /** Counting from 1 (a weekly task runs again). */
  run: number;
  /** The spec's counts of the run, and those the delivery policy held, capped or found opted out. */
  users: number;
  sent: number;
  failed: number;
  tokenNotFound: number;
  held: number;
  capped: number;
  optedOut: number;
}

export interface FeedbackTicketData {
  feedbackId: string;
  type: string;
  status: string;
  deviceId: string | null;
  /** Who changed it: the app user who wrote it, or the staff member who moved it. */
  by: string;
}

export interface FeedbackTicketUpdatedData extends FeedbackTicketData {
  previousStatus: string;
  /** Whether the staff comments changed. */
  commentsChanged: boolean;
}

export interface BulkActionFinishedData {
  actionId: string;
  kind: string;
  state: 'completed' | 'cancelled';
  total: number;
  done: number;
  skipped: number;
  failed: number;
  askedBy: string;
}

export interface StaffSignInRefusedData {
  /** The name as typed (it may name no account). */
  userName: string;
  reason: 'wrongPassword' | 'wrongCode' | 'roleRequired' | 'ssoRequired' | 'locked';
  address: string;
}

export interface StaffSignInLockedData {
  userName: string;
  /** Until when this name is refused from this address. */
  lockedUntil: string;
  address: string;
}

/**
 * Each event type's data; `WebhookEventData[T]` for every T of WEBHOOK_EVENT_TYPES is what the
 * server's outbox takes, so a type added there without its shape here does not compile.
 */
export interface WebhookEventData {
  'rollout.phase.passed': RolloutPhasePassedData;
  'rollout.stopped': RolloutStoppedData;
  'device.offboarded': DeviceOffboardedData;
  'firmware.uploaded': FirmwareUploadedData;
  'notification.task.finished': NotificationTaskFinishedData;
  'feedback.ticket.created': FeedbackTicketData;
  'feedback.ticket.updated': FeedbackTicketUpdatedData;
  'bulk_action.finished': BulkActionFinishedData;
  'staff.sign_in.refused': StaffSignInRefusedData;
  'staff.sign_in.locked': StaffSignInLockedData;
  /** An audit log entry as the audit log's own answer holds it (the audit stream). */
  'audit.entry': Record<string, unknown>;
}
