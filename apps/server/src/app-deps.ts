import { type AuthService, createAuthService } from './modules/auth/auth.service';
import { type CaptchaService, createCaptchaService } from './modules/auth/captcha.service';
import { createMfaService, type MfaService } from './modules/auth/mfa.service';
import { createPasswordService, type PasswordService } from './modules/auth/password.service';
import { createFirmwareService, type FirmwareService } from './modules/firmware/firmware.service';
import { createFotaJobsService, type FotaJobsService } from './modules/fota-jobs/fota-jobs.service';
import { createIduConfigService, type IduConfigService } from './modules/idu-config/idu-config.service';
import { createIduConfigPush, type IduConfigPush } from './modules/idu-config/idu-config-push';
import { createRolloutsService, type RolloutsService } from './modules/rollouts/rollouts.service';
import { type CommandChannel, createCommandChannel } from './modules/telemetry/command-channel';
import { createTenantService, type TenantService } from './modules/tenants/tenants.service';
import { createWarrantyService, type WarrantyService } from './modules/warranty/warranty.service';
import { createGuard, type Guard } from './platform/auth/guard';
import type { Config } from './platform/config/config';
import type { Database, Db } from './platform/db/client';
import { createFileStore } from './platform/files/create-file-store';
import type { FileStore } from './platform/files/file-store';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createMailer, type Mailer } from './platform/mail/mailer';

/** The services every module may use, made once per app. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  guard: Guard;
  tenants: TenantService;
  auth: AuthService;
  mfa: MfaService;
  captcha: CaptchaService;
  passwords: PasswordService;
  mailer: Mailer;
  files: FileStore;
  /** pg-boss on the app database; started on first use, stopped when the app closes. */
  jobs: JobQueue;
  firmware: FirmwareService;
  warranty: WarrantyService;
  /** Device commands over MQTT (stored, then published); server.ts attaches the MQTT client. */
  commands: CommandChannel;
  /** FOTA rollouts; `rollouts.upgrade(caller, body)` is what scheduled FOTA jobs call. */
  rollouts: RolloutsService;
  iduConfig: IduConfigService;
  /** Scheduled MQTT FOTA jobs: pg-boss schedules that fire rollouts. */
  fotaJobs: FotaJobsService;
  iduConfigPush: IduConfigPush;
  /** Whether the server's MQTT client is connected, for the health check. */
  mqttConnected: () => boolean;
}

export function createDeps(input: {
  config: Config;
  database: Database;
  secretKey: Buffer;
  mqttConnected?: () => boolean;
}): AppDeps {
  const { config, database } = input;
  const db = database.db;
  const policy = {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    lockoutThreshold: config.LOCKOUT_THRESHOLD,
    lockoutMinutes: config.LOCKOUT_MINUTES,
  };
  const mfa = createMfaService(db, input.secretKey, policy);
  const mailer = createMailer(db, {
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    dropDir: config.mailDir,
  });
  const files = createFileStore(config, input.secretKey);
  const commands = createCommandChannel(db, { timeoutSeconds: config.COMMAND_TIMEOUT_MINUTES * 60 });
  const jobs = createJobQueue(database);
  const rollouts = createRolloutsService({
    db,
    files,
    commands,
    deviceOrigin: config.deviceOrigin,
  });
  const tenants = createTenantService(db, { mainTenant: config.MAIN_TENANT, hosts: config.tenantHosts });
  return {
    config,
    database,
    db,
    guard: createGuard(db, policy),
    tenants,
    auth: createAuthService(db, policy, mfa),
    mfa,
    captcha: createCaptchaService(db, {
      hmacKey: input.secretKey.toString('hex'),
      difficulty: config.CAPTCHA_DIFFICULTY,
    }),
    mailer,
    files,
    jobs,
    firmware: createFirmwareService(db, files, {
      maxBytes: config.FIRMWARE_MAX_MB * 1024 * 1024,
      signingKeys: config.firmwareSigningKeys,
    }),
    passwords: createPasswordService(db, input.secretKey, mailer, {
      otpTtlMinutes: config.OTP_TTL_MINUTES,
      otpMaxAttempts: config.OTP_MAX_ATTEMPTS,
      lockoutThreshold: config.LOCKOUT_THRESHOLD,
      lockoutMinutes: config.LOCKOUT_MINUTES,
    }),
    warranty: createWarrantyService({ db, secretKey: input.secretKey, tenants }),
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
    mqttConnected: input.mqttConnected ?? (() => false),
  };
}
