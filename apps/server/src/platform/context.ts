import type { Registry } from 'prom-client';
import { createGuard, type Guard } from './auth/guard';
import type { Config } from './config/config';
import type { Database, Db } from './db/client';
import { createFileStore } from './files/create-file-store';
import type { FileStore } from './files/file-store';
import { createRateLimitStore, type RateLimitStore } from './http/rate-limit-store';
import { createMetricsRegistry } from './http/request-metrics';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createMailer, type Mailer } from './mail/mailer';

/** What the platform gives every module, made once per app. */
export interface PlatformContext {
  config: Config;
  database: Database;
  db: Db;
  guard: Guard;
  mailer: Mailer;
  files: FileStore;
  /** pg-boss on the app database; started on first use, stopped when the app closes. */
  jobs: JobQueue;
  /** Whether the server's MQTT client is connected, for the health check. */
  mqttConnected: () => boolean;
  /** The Prometheus registry /metrics serves (request metrics are added by app.ts). */
  metrics: Registry;
  /** Rate-limit counters: in this process, or in Redis (REDIS_URL) shared by every server. */
  rateLimits: RateLimitStore;
  /** The server's key (SECRET_KEY): signs captchas and trusted browsers, seals secrets at rest. */
  secretKey: Buffer;
}

export interface PlatformInput {
  config: Config;
  database: Database;
  secretKey: Buffer;
  mqttConnected?: () => boolean;
}

export function createPlatformContext(input: PlatformInput): PlatformContext {
  const { config, database } = input;
  return {
    config,
    database,
    db: database.db,
    guard: createGuard(database.db, sessionPolicy(config)),
    mailer: createMailer(database.db, {
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      dropDir: config.mailDir,
      dropKeepDays: config.MAIL_DROP_KEEP_DAYS,
      secretKey: input.secretKey,
    }),
    files: createFileStore(config, input.secretKey),
    jobs: createJobQueue(database),
    mqttConnected: input.mqttConnected ?? (() => false),
    metrics: createMetricsRegistry(),
    rateLimits: createRateLimitStore({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX }),
    secretKey: input.secretKey,
  };
}

/** The session and lockout rules the guard and the sign-in services share. */
export function sessionPolicy(config: Config) {
  return {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    lockoutThreshold: config.LOCKOUT_THRESHOLD,
    lockoutMinutes: config.LOCKOUT_MINUTES,
  };
}
