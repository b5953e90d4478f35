import { type AuthService, createAuthService } from './modules/auth/auth.service';
import { type CaptchaService, createCaptchaService } from './modules/auth/captcha.service';
import { createMfaService, type MfaService } from './modules/auth/mfa.service';
import { createTenantService, type TenantService } from './modules/tenants/tenants.service';
import { createGuard, type Guard } from './platform/auth/guard';
import type { Config } from './platform/config/config';
import type { Database, Db } from './platform/db/client';

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
  return {
    config,
    database,
    db,
    guard: createGuard(db, policy),
    tenants: createTenantService(db, { mainTenant: config.MAIN_TENANT, hosts: config.tenantHosts }),
    auth: createAuthService(db, policy, mfa),
    mfa,
    captcha: createCaptchaService(db, {
      hmacKey: input.secretKey.toString('hex'),
      difficulty: config.CAPTCHA_DIFFICULTY,
    }),
    mqttConnected: input.mqttConnected ?? (() => false),
  };
}
