import type { StaffSignInRefusedData } from '@console/contracts/webhooks';
import type { Db } from '../../platform/db/client';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';

/*
 * Staff sign-in events for the tenant's webhooks (issue 33): a SIEM sees refusals and lockouts as
 * they happen. Queued after the refusal's own writes (its failure count, its audit entry).
 */

export function emitSignInRefused(
  db: Pick<Db, 'execute'>,
  tenantId: string,
  userName: string,
  reason: StaffSignInRefusedData['reason'],
  address: string,
) {
  return emitWebhookEvent(db, tenantId, 'staff.sign_in.refused', { userName, reason, address });
}

/** When a failure just locked the name (`until` set), says so; otherwise nothing. */
export async function emitSignInLocked(
  db: Pick<Db, 'execute'>,
  tenantId: string,
  userName: string,
  until: Date | undefined,
  address: string,
) {
  if (!until) return;
  await emitWebhookEvent(db, tenantId, 'staff.sign_in.locked', {
    userName,
    lockedUntil: until.toISOString(),
    address,
  });
}
