import { fillMessage, type MessageCode, messages } from '@console/contracts/messages';
import type { BulkAction, BulkActionKind, BulkActionState, BulkOutcome } from '@console/contracts/segments';
import { countText } from './fleet-labels';

export const KIND_TEXT: Record<BulkActionKind, MessageCode> = { offboard: 'bulkKindOffboard' };

export const STATE_TAG: Record<BulkActionState, { text: MessageCode; color: string }> = {
  awaitingConfirmation: { text: 'bulkStateAwaitingConfirmation', color: 'default' },
  awaitingApproval: { text: 'bulkStateAwaitingApproval', color: 'gold' },
  running: { text: 'bulkStateRunning', color: 'processing' },
  completed: { text: 'bulkStateCompleted', color: 'success' },
  cancelled: { text: 'bulkStateCancelled', color: 'default' },
};

export const OUTCOME_TAG: Record<BulkOutcome, { text: MessageCode; color: string }> = {
  done: { text: 'bulkOutcomeDone', color: 'success' },
  skipped: { text: 'bulkOutcomeSkipped', color: 'default' },
  failed: { text: 'bulkOutcomeFailed', color: 'error' },
};

/** '120 of 1,000: 118 done, 1 skipped, 1 failed'. */
export const progressText = (a: BulkAction) =>
  fillMessage(messages.bulkProgressText, {
    handled: countText(a.done + a.skipped + a.failed),
    total: countText(a.total),
    done: countText(a.done),
    skipped: countText(a.skipped),
    failed: countText(a.failed),
  });

/** The share of the devices with an outcome, in whole percent. */
export const progressPercent = (a: BulkAction) =>
  a.total === 0 ? 100 : Math.floor(((a.done + a.skipped + a.failed) * 100) / a.total);
