import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { loadSigningKeys } from './signing-keys';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** `name=0.03,other=0.01` as { name: 0.03, other: 0.01 }. */
function shareList(value: string): Record<string, number> {
  const pairs = value.split(',').filter((p) => p.trim());
  return Object.fromEntries(
    pairs.map((p) => p.split('=').map((s) => s.trim())).map(([k, v]) => [k, Number(v)]),
  );
}

/** An http(s) URL without credentials. */
function isWebAddress(value: string): boolean {
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
}

/** Every setting of the server, read from the environment once, here only (docs/configuration.md). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  MQTT_URL: z.string().optional(),
  /** Redis for counters every server shares (rate limits); unset, each process counts its own. */
  REDIS_URL: z.string().url().optional(),
  /** Starts every key this deployment writes to Redis, so several may share one. */
  REDIS_KEY_PREFIX: z.string().default('console:'),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1884),
  /**
   * The server's MQTT client id, fixed so its session persists (clean: false): the broker keeps the
   * device results published while this server restarts. Each server instance needs its own.
   */
  MQTT_CLIENT_ID: z
    .string()
    .min(1)
    .max(64)
    .default(() => `console-server-${hostname()}`.slice(0, 64)),
  /**
   * Starts the names of the server's shared subscriptions on an external broker: the servers of one
   * deployment share the load; another deployment on the same broker needs another name.
   */
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .default('console'),
  /** A device command not finished this long after it was sent ends as timedOut (and expires on the device). */
  COMMAND_TIMEOUT_MINUTES: z.coerce.number().positive().default(60),
  /**
   * Phased rollouts (issue 31): how often each server steps the running ones; how long a soak
   * minute lasts (tests and the bench shorten it); rollouts larger than ROLLOUT_APPROVAL_DEVICES
   * devices or ROLLOUT_APPROVAL_MODEL_PERCENT % of the model wait for a second person's approval;
   * devices sent to per send (a pause or abort takes effect between sends, and a send of 10,000
   * is stored in well under a second; the bench's 100,000-device rollout spent 10-30 % more CPU a
   * device in sends of 2,000).
   */
  ROLLOUT_STEP_SECONDS: z.coerce.number().positive().default(1),
  ROLLOUT_MINUTE_SECONDS: z.coerce.number().positive().default(60),
  ROLLOUT_APPROVAL_DEVICES: z.coerce.number().int().min(0).default(1000),
  ROLLOUT_APPROVAL_MODEL_PERCENT: z.coerce.number().min(0).max(100).default(10),
  ROLLOUT_SEND_CHUNK: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /** How long a rollout page's answer is kept and shared by everyone who asks (0: read every time). */
  ROLLOUT_ANSWER_MAX_AGE_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Bulk actions on a segment (issue 32): larger than this many devices, a second person approves
   * before it runs; how often each server looks for running ones to work on.
   */
  BULK_ACTION_APPROVAL_DEVICES: z.coerce.number().int().min(0).default(1000),
  BULK_ACTION_STEP_SECONDS: z.coerce.number().positive().default(1),
  /**
   * Fleet search (issue 32): how long a filter's count and breakdowns are served again per tenant,
   * scope and filter (the screen says "as of"); 0 reads them on every search.
   */
  FLEET_COUNTS_MAX_AGE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * Signed outbound webhooks (issue 33, decision 0040): each try's time limit (connect to the whole
   * answer), the first retry's delay (doubling to at most an hour), how long deliveries are retried
   * and how long an endpoint may fail before it is disabled, and whether endpoints on private,
   * loopback and link-local addresses are allowed (never on a shared platform; a test or a closed
   * network may). How often each server looks for due deliveries besides being woken.
   */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(5),
  WEBHOOK_RETRY_HOURS: z.coerce.number().positive().default(24),
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().positive().default(24),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  WEBHOOK_STEP_SECONDS: z.coerce.number().positive().default(1),
  /**
   * Days the webhook log keeps an event with its deliveries and tries once none of them waits
   * (delivered or given up); a daily job deletes older ones in batches.
   */
  WEBHOOK_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The audit stream to syslog (issue 33): `udp://host:514` or `tcp://host:514`, RFC 5424 (TCP
   * framed by octet counting); every tenant's entries, within a second or two of their commit.
   */
  AUDIT_SYSLOG_URL: z
    .string()
    .regex(/^(udp|tcp):\/\/[^/:]+:\d+$/, 'AUDIT_SYSLOG_URL is udp://host:port or tcp://host:port')
    .optional(),
  /**
   * Demo devices the built-in simulator plays: 60 gives a model half a dozen (FZ-BLDC48, the bad
   * release's, has 6), enough for a health gate to judge a rollout to them in minutes.
   */
  SIMULATED_DEVICES: z.coerce.number().int().min(0).default(60),
  SIMULATOR_INTERVAL_SECONDS: z.coerce.number().min(1).default(15),
  /**
   * The share of the demo's app opens in which the app user changes their notification preferences
   * through the app's own call (issue 34; mostly promotions off by push); 0 for none.
   */
  SIMULATOR_PREFERENCE_SHARE: z.coerce.number().min(0).max(1).default(0.03),
  /**
   * How the demo devices' FOTAs go wrong (docs/mqtt.md, Simulator), so `npm start` shows failures:
   * shares per reason (`downloadFailed=0.03,installFailed=0.01`; reasons downloadFailed,
   * checksumMismatch, signatureInvalid, installFailed, busy; empty for none), of going offline
   * mid-download, of reverting after installing; whether a running cycle refuses a FOTA (busy);
   * and bad releases: versions whose devices reboot and raise fault code FW1 at these rates per hour
   * (about once a minute each: a health gate then tells a bad release on a handful of demo devices
   * within a soak of minutes; the bench sets its own rates).
   */
  SIMULATOR_FOTA_FAILURES: z
    .string()
    .regex(/^(\s*\w+\s*=\s*[\d.]+\s*(,|$))*$/, 'SIMULATOR_FOTA_FAILURES is reason=share,…')
    .default('downloadFailed=0.03')
    .transform(shareList),
  SIMULATOR_OFFLINE_MID_DOWNLOAD: z.coerce.number().min(0).max(1).default(0.01),
  SIMULATOR_REVERT_SHARE: z.coerce.number().min(0).max(1).default(0.01),
  SIMULATOR_BUSY_DURING_CYCLE: flag.default(true),
  SIMULATOR_BAD_RELEASES: z
    .string()
    .default('9.99')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  SIMULATOR_BAD_RELEASE_REBOOTS_PER_HOUR: z.coerce.number().min(0).default(60),
  SIMULATOR_BAD_RELEASE_FAULTS_PER_HOUR: z.coerce.number().min(0).default(60),
  DEMO_DATA: flag.default(true),
  /** Partner tenants by host: `tenantId=regex;tenantId=regex`. Any other host is the main tenant. */
  TENANT_HOSTS: z.string().default('northmart=^(.+\\.)?northmart\\.;southhome=^(.+\\.)?southhome\\.'),
  MAIN_TENANT: z.string().default('panasonic'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /** 32-byte key (hex or base64) for secrets at rest and captcha signing; generated into DATA_DIR when unset. */
  SECRET_KEY: z.string().optional(),
  /** Bearer token a Prometheus scraper sends to /metrics; unset, /metrics refuses everyone (401). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Behind a reverse proxy: take the caller's address and host from X-Forwarded-* (else they could be forged). */
  TRUST_PROXY: flag.default(false),
  /** Bounds on slow or stalled clients (platform/http/connection-limits.ts): silence, headers, a whole request. */
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(300),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Wrong passwords for one account in an hour, from anywhere, before the step-up (decision 0031); at most 20 keeps it under 100 an hour. */
  LOGIN_STEP_UP_FAILURES: z.coerce.number().int().min(1).max(20).default(10),
  LOCKOUT_THRESHOLD: z.coerce.number().int().positive().default(5),
  LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  // From measured solve times (docs/decisions/0024-performance-figures.md).
  CAPTCHA_DIFFICULTY: z.coerce.number().int().positive().default(150_000),
  /** Check every response against its contract schema (the test suite does); off, plain JSON.stringify. */
  RESPONSE_CHECK: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONSOLE_DIST: z.string().optional(),
  /** Where files (firmware, configs, reports) are kept; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /** `embedded` (FILES_DIR) or `s3`; default s3 when S3_BUCKET is set. */
  FILE_STORE: z.enum(['embedded', 's3']).optional(),
  /** The S3 store: bucket, region (default the SDK's), endpoint of an S3-compatible store, path-style URLs. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * The address devices and browsers reach this server at, for download links; default from each
   * request. http(s) only, and without a user or password: it starts every link the server hands out.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine(isWebAddress, 'PUBLIC_URL must be an http:// or https:// address without a user or password')
    .optional(),
  FIRMWARE_MAX_MB: z.coerce.number().positive().default(64),
  /** Firmware signing public keys per tenant: `tenantId=/path/keys.pem;…` (docs/decisions/0017). */
  FIRMWARE_SIGNING_KEYS: z.string().optional(),
  /** Largest IDU EEPROM config file accepted. */
  IDU_CONFIG_MAX_KB: z.coerce.number().positive().default(512),
  /** How long the download link in an IDU config or FOTA command stays valid. */
  DEVICE_LINK_TTL_MINUTES: z.coerce.number().positive().default(60),
  /** SMTP server for outgoing mail (smtp[s]://user:pass@host:port); unset keeps mail in the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Support Console <no-reply@console.local>'),
  /** Days the development outbox (DATA_DIR/mail/*.eml, no SMTP) keeps a mail. */
  MAIL_DROP_KEEP_DAYS: z.coerce.number().positive().default(2),
  /** Who receives Report Incidence mails (comma-separated); the console's own `to` is ignored. */
  INCIDENT_EMAIL_RECIPIENTS: z
    .string()
    .default('incidents@console.local')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /**
   * Notification providers (docs/configuration.md). Push: FCM HTTP v1 for Android when a service
   * account key file is given, APNs for iOS when its key is; SMS: an HTTP gateway when its URL is
   * given. Whatever is not configured goes to the embedded outbox (notification_outbox).
   */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_URL: z.string().url().default('https://fcm.googleapis.com'),
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z.string().min(1).optional(),
  APNS_TEAM_ID: z.string().min(1).optional(),
  APNS_TOPIC: z.string().min(1).optional(),
  APNS_URL: z.string().url().default('https://api.push.apple.com'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).optional(),
  /** The gateway signs its delivery reports with this (Standard Webhooks, `whsec_` and base64); unset refuses them. */
  SMS_GATEWAY_DLR_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'SMS_GATEWAY_DLR_SECRET: whsec_ and the secret in base64')
    .optional(),
  /** The outbox refuses addresses starting with this (the token-not-found case without an account). */
  NOTIFY_OUTBOX_REJECT_PREFIX: z.string().default('rejected-'),
  /**
   * The outbox's simulated receipts (issue 34): each message it took reported delivered this many
   * milliseconds later, and this share of them (0–1, the same messages every run) opened this much
   * after that, so the delivery funnel fills without a provider. A share of 0 opens none; off sends
   * no receipts (a load test that measures sending alone).
   */
  NOTIFY_OUTBOX_RECEIPTS: flag.default(true),
  NOTIFY_OUTBOX_DELIVERED_AFTER_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  NOTIFY_OUTBOX_OPENED_SHARE: z.coerce.number().min(0).max(1).default(0.3),
  NOTIFY_OUTBOX_OPENED_AFTER_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * Messages a second each provider may be sent; the delivery engine keeps to them. Push: FCM's
   * default project quota, 600,000 a minute (more draws 429 QUOTA_EXCEEDED), which also leaves a
   * 2-core server room to answer the console during a broadcast (decision 0024, session 14).
   */
  PUSH_RATE_PER_SECOND: z.coerce.number().positive().default(10_000),
  SMS_RATE_PER_SECOND: z.coerce.number().positive().default(1_000),
  EMAIL_RATE_PER_SECOND: z.coerce.number().positive().default(200),
  /**
   * Users expanded and sent per step of a notification task; attempts before a delivery fails. A
   * step's statements cost about 5 ms beside their rows: a 200,000-user broadcast sent 7,600 a
   * second in steps of 250 and 10,600 in steps of 1,000 (issue 34). A kill mid-step loses at most
   * a step's users (failed as interrupted, never sent twice).
   */
  NOTIFY_CHUNK_SIZE: z.coerce.number().int().min(1).max(10_000).default(1_000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Password reset codes: minutes valid and wrong tries allowed per code. */
  OTP_TTL_MINUTES: z.coerce.number().positive().default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** Metrics days of raw activity events kept (today included); the rollups keep everything older. */
  INSIGHTS_RAW_EVENT_DAYS: z.coerce.number().int().min(1).default(7),
  /** Seconds after start before an overdue retention run (none finished in the last day) begins. */
  INSIGHTS_RETENTION_START_DELAY_SECONDS: z.coerce.number().int().min(0).default(60),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.parse(env);
  const dataDir = resolve(parsed.DATA_DIR);
  // Devices on an external broker are not on this host: they need the address to download from.
  if (parsed.MQTT_URL && !parsed.PUBLIC_URL)
    throw new Error(
      'PUBLIC_URL must be set when MQTT_URL is: devices download firmware and configs from it (it is never taken from a request)',
    );
  return {
    ...parsed,
    dataDir,
    /**
     * Where devices download images and configs from: PUBLIC_URL, else this server on loopback
     * (the embedded default, whose devices are simulated here). Never a request's Host header,
     * which a caller chooses (issue 11).
     */
    deviceOrigin: parsed.PUBLIC_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${parsed.PORT}`,
    /** The embedded file store's directory. */
    filesDir: parsed.FILES_DIR
      ? resolve(parsed.FILES_DIR)
      : parsed.DATA_DIR.startsWith('memory://')
        ? join(tmpdir(), 'console-files')
        : join(dataDir, 'files'),
    /** The S3 file store's settings; unset: files stay in `filesDir`. */
    s3: s3Settings(parsed),
    /**
     * The development outbox: where each mail is also written as a file when there is no SMTP
     * (a reset code's sealed, docs/decisions/0023); none with SMTP_URL or an in-memory data dir.
     */
    mailDir: parsed.SMTP_URL || parsed.DATA_DIR.startsWith('memory://') ? undefined : join(dataDir, 'mail'),
    tenantHosts: parseTenantHosts(parsed.TENANT_HOSTS),
    /** PEM public keys per tenant id from FIRMWARE_SIGNING_KEYS (besides those stored on the tenant). */
    firmwareSigningKeys: loadSigningKeys(parsed.FIRMWARE_SIGNING_KEYS),
  };
}

function s3Settings(parsed: z.output<typeof Env>) {
  if ((parsed.FILE_STORE ?? (parsed.S3_BUCKET ? 's3' : 'embedded')) === 'embedded') return undefined;
  if (!parsed.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  return {
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
  };
}

export function parseTenantHosts(value: string): { tenantId: string; pattern: RegExp }[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      if (at < 1) throw new Error(`TENANT_HOSTS entry "${part}" must be tenantId=regex`);
      return { tenantId: part.slice(0, at), pattern: new RegExp(part.slice(at + 1), 'i') };
    });
}
