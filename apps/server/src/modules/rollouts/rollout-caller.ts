import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import type { FileStore } from '../../platform/files/file-store';
import type { CommandChannel } from '../telemetry';

/**
 * Who a rollout acts for. A signed-in person's RequestAuth fits; a scheduled job passes the
 * principal it runs as (tenant, its data scope, and a name for the audit log).
 */
export type RolloutCaller = Pick<RequestAuth, 'tenantId' | 'userId' | 'userName' | 'scope'>;

export interface RolloutDeps {
  db: Db;
  files: FileStore;
  commands: CommandChannel;
  /** Where devices download images from (config.deviceOrigin: PUBLIC_URL, else this server). */
  deviceOrigin: string;
}
