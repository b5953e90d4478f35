import {
  createPlatformContext,
  type PlatformContext,
  type PlatformInput,
  sessionPolicy,
} from '../platform/context';
import type { ModuleDefinition } from '../platform/module';
import {
  type AuthService,
  type CaptchaService,
  createAuthService,
  createCaptchaService,
  createMfaService,
  createPasswordService,
  createSignInStepUp,
  type MfaService,
  type PasswordService,
} from './auth';
import { createFirmwareService, type FirmwareService } from './firmware';
import { createFotaJobsService, type FotaJobsService } from './fota-jobs';
import {
  createIduConfigPush,
  createIduConfigService,
  type IduConfigPush,
  type IduConfigService,
} from './idu-config';
import { createManufacturedUnits, type ManufacturedUnits } from './manufactured-devices';
import {
  createChannelProviders,
  createDeliveryEngine,
  createNotificationsService,
  type DeliveryEngine,
  type NotificationsService,
} from './notifications';
import { createRolloutsService, type RolloutsService } from './rollouts';
import { type CommandChannel, createCommandChannel } from './telemetry';
import { createTenantService, type TenantService } from './tenants';
import { createWarrantyService, type WarrantyService } from './warranty';

/**
 * What every module definition is built from: the platform's pieces and the services areas share.
 * Made once per app by the composition root (app.ts's callers: server.ts and the test app).
 */
export interface ModuleContext extends PlatformContext {
  tenants: TenantService;
  auth: AuthService;
  mfa: MfaService;
  captcha: CaptchaService;
  passwords: PasswordService;
  firmware: FirmwareService;
  warranty: WarrantyService;
  /** Device commands over MQTT (stored, then published); the telemetry workers attach the client. */
  commands: CommandChannel;
  /** FOTA rollouts; `rollouts.upgrade(caller, body)` is what scheduled FOTA jobs call. */
  rollouts: RolloutsService;
  iduConfig: IduConfigService;
  /** Scheduled MQTT FOTA jobs: pg-boss schedules that fire rollouts. */
  fotaJobs: FotaJobsService;
  iduConfigPush: IduConfigPush;
  /** Manufactured units with their Matter onboarding data (opened under the server key) and label codes. */
  manufacturedUnits: ManufacturedUnits;
  /** Notification tasks (spec 002) and the engine that delivers them (the area's workers). */
  notifications: NotificationsService;
  notificationEngine: DeliveryEngine;
}

/** One area's face, as modules/<area>/index.ts exports it. */
export type AreaModule = ModuleDefinition<ModuleContext>;

export function createModuleContext(input: PlatformInput): ModuleContext {
  const platform = createPlatformContext(input);
  const { config, db, files, jobs, mailer } = platform;
  const { secretKey } = input;
  const policy = sessionPolicy(config);
  const mfa = createMfaService(db, secretKey, policy);
  const commands = createCommandChannel(db, { timeoutSeconds: config.COMMAND_TIMEOUT_MINUTES * 60 });
  const rollouts = createRolloutsService({
    db,
    files,
    commands,
    deviceOrigin: config.deviceOrigin,
  });
  const notificationEngine = createDeliveryEngine({
    db,
    jobs,
    providers: createChannelProviders(config, db, mailer),
    rateLimits: platform.rateLimits,
    chunkSize: config.NOTIFY_CHUNK_SIZE,
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
  });
  const tenants = createTenantService(db, { mainTenant: config.MAIN_TENANT, hosts: config.tenantHosts });
  return {
    ...platform,
    tenants,
    auth: createAuthService(db, policy, mfa, {
      stepUp: createSignInStepUp(db, platform.rateLimits, {
        threshold: config.LOGIN_STEP_UP_FAILURES,
        baseDifficulty: config.CAPTCHA_DIFFICULTY,
        perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
      }),
      trustKey: secretKey,
    }),
    mfa,
    captcha: createCaptchaService(db, {
      hmacKey: secretKey.toString('hex'),
      difficulty: config.CAPTCHA_DIFFICULTY,
    }),
    firmware: createFirmwareService(db, files, {
      maxBytes: config.FIRMWARE_MAX_MB * 1024 * 1024,
      signingKeys: config.firmwareSigningKeys,
    }),
    passwords: createPasswordService(db, secretKey, mailer, {
      otpTtlMinutes: config.OTP_TTL_MINUTES,
      otpMaxAttempts: config.OTP_MAX_ATTEMPTS,
      lockoutThreshold: config.LOCKOUT_THRESHOLD,
      lockoutMinutes: config.LOCKOUT_MINUTES,
    }),
    warranty: createWarrantyService({ db, secretKey, tenants }),
    commands,
    rollouts,
    fotaJobs: createFotaJobsService({ db, jobs, rollouts }),
    iduConfig: createIduConfigService({ db, files, maxBytes: config.IDU_CONFIG_MAX_KB * 1024 }),
    iduConfigPush: createIduConfigPush({
      db,
      files,
      commands,
      linkTtlSeconds: config.DEVICE_LINK_TTL_MINUTES * 60,
      deviceOrigin: config.deviceOrigin,
    }),
    manufacturedUnits: createManufacturedUnits(db, secretKey),
    notifications: createNotificationsService({ db, engine: notificationEngine }),
    notificationEngine,
  };
}
