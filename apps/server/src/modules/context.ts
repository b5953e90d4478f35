import { createPlatformContext, type PlatformContext, type PlatformInput } from '../platform/context';
import type { AreaModule as AreaModuleOf } from '../platform/module';
import { createManufacturedUnits, type ManufacturedUnits } from './manufactured-devices';
import { createRolloutsService, type RolloutsService } from './rollouts';
import { type CommandChannel, createCommandChannel } from './telemetry';
import { createTenantService, type TenantService } from './tenants';

/**
 * What the composition root hands every area: the platform's pieces and the few services that
 * more than one area uses. An area's own services are built by its definition's `services` step
 * (platform/module.ts); areas never import this file, they name the slice they use.
 */
export interface ModuleContext extends PlatformContext {
  /** Tenants by id and host (auth, tenants, warranty). */
  tenants: TenantService;
  /** Device commands over MQTT (stored, then published); the telemetry workers attach the client. */
  commands: CommandChannel;
  /** FOTA rollouts; `rollouts.upgrade(caller, body)` is what scheduled FOTA jobs call. */
  rollouts: RolloutsService;
  /** Manufactured units with their Matter onboarding data (opened under the server key) and label codes. */
  manufacturedUnits: ManufacturedUnits;
}

/** One area as the list (modules/index.ts) holds it. */
export type AreaModule = AreaModuleOf<ModuleContext>;

export function createModuleContext(input: PlatformInput): ModuleContext {
  const platform = createPlatformContext(input);
  const { config, db, files, secretKey } = platform;
  const commands = createCommandChannel(db, { timeoutSeconds: config.COMMAND_TIMEOUT_MINUTES * 60 });
  return {
    ...platform,
    tenants: createTenantService(db, { mainTenant: config.MAIN_TENANT, hosts: config.tenantHosts }),
    commands,
    rollouts: createRolloutsService({ db, files, commands, deviceOrigin: config.deviceOrigin }),
    manufacturedUnits: createManufacturedUnits(db, secretKey),
  };
}
