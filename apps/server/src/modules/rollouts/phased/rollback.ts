import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import type { FileStore } from '../../../platform/files/file-store';
import { findFotaImage } from '../../firmware';
import type { OutgoingCommand } from '../../telemetry';
import { fotaCommand } from '../fota-command';
import type { NewBatch } from '../rollouts.queries';
import { findInstalledDevices } from './rollout-devices.queries';
import type { PhaseRow, RolloutRow } from './rollout-store.queries';

export interface RollbackPlan {
  commands: OutgoingCommand[];
  /** One FOTA batch per previous version sent back. */
  batches: NewBatch[];
  /** Previous versions that have no uploaded image: their devices keep the new one. */
  missing: string[];
}

/**
 * What a rollback sends: each device of the failing phase that installed the release gets the
 * image of the version it ran before (as the phase took it), one batch per such version.
 */
export async function planRollback(
  deps: { db: Db; files: FileStore; deviceOrigin: string; linkTtlSeconds: number },
  r: RolloutRow,
  phase: PhaseRow,
): Promise<RollbackPlan> {
  const byVersion = new Map<string, string[]>();
  for (const d of await findInstalledDevices(deps.db, r.rolloutId, phase.phaseIndex)) {
    if (!d.fromVersion || d.fromVersion === r.firmwareVersion) continue;
    byVersion.set(d.fromVersion, [...(byVersion.get(d.fromVersion) ?? []), d.deviceId]);
  }
  const plan: RollbackPlan = { commands: [], batches: [], missing: [] };
  for (const [version, deviceIds] of byVersion) {
    const image = await findFotaImage(deps.db, r.tenantId, r.modelNumber, version);
    if (!image?.imageKey) {
      plan.missing.push(version);
      continue;
    }
    const command = await fotaCommand(deps.files, image, {
      origin: deps.deviceOrigin,
      priority: r.priority,
      linkTtlSeconds: deps.linkTtlSeconds,
    });
    const batchId = randomUUID();
    plan.batches.push({
      batchId,
      tenantId: r.tenantId,
      category: r.category,
      brand: r.brand,
      modelNumber: r.modelNumber,
      firmwareVersion: version,
      percentage: phase.share,
      priority: r.priority,
      createdBy: r.createdBy,
      rolloutId: r.rolloutId,
    });
    for (const deviceId of deviceIds)
      plan.commands.push({ tenantId: r.tenantId, deviceId, batchId, targetVersion: version, command });
  }
  return plan;
}
