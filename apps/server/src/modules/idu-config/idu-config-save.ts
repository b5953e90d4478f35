import { randomBytes } from 'node:crypto';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import type { ReceivedFile } from '../../platform/files/receive-upload';
import { type IduConfigRecord, insertConfig, releaseModels, updateConfig } from './idu-config.queries';

export interface ConfigChange {
  /** The config updated in place; none makes a new one. */
  target?: IduConfigRecord;
  category: string;
  brand: string;
  modelIds: string[];
  version: string;
  file: ReceivedFile;
}

/** A short, readable config id (C + 10 hex digits), unique per tenant by index. */
const newConfigId = () => `C${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Writes one config and moves its models onto it, in one transaction. Returns the config id and
 * the file keys no config uses any more (a replaced file, emptied configs), for the caller to
 * remove once committed.
 */
export async function saveConfig(db: Db, auth: RequestAuth, change: ConfigChange, ip: string) {
  const { target, file } = change;
  return db.transaction(async (tx) => {
    const values = {
      modelIds: change.modelIds,
      configVersion: change.version,
      fileKey: file.key,
      fileName: file.name,
      sha256: file.sha256,
      size: file.size,
      updatedBy: auth.userName,
      updatedAt: new Date(),
    };
    let id: string;
    let configId: string;
    if (target) {
      await updateConfig(tx, auth.tenantId, target.id, values);
      ({ id, configId } = target);
    } else {
      configId = newConfigId();
      const { category, brand } = change;
      id = await insertConfig(tx, { ...values, tenantId: auth.tenantId, configId, category, brand });
    }
    const unused = await releaseModels(tx, auth.tenantId, change.modelIds, id);
    await audit(tx, auth, {
      action: target ? 'iduConfig.updated' : 'iduConfig.uploaded',
      entity: 'iduConfig',
      entityId: configId,
      ip,
      detail: { version: change.version, modelIds: change.modelIds, sha256: file.sha256 },
    });
    return { configId, unusedFiles: target ? [...unused, target.fileKey] : unused };
  });
}
