import { z } from 'zod';
import type { Principal } from '../access/principal';
import { can, type RuleName, rules } from '../access/rules';
import { MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';

/*
 * Scoped API tokens (issue 33; ours, the spec has none): a person makes a token for a script or a
 * line station with a name, an expiry of at most a year, a subset of the access rules they hold
 * themselves, optionally read-only, and a data scope no wider than theirs. The token is shown once
 * and stored as its hash; every route checks a token call as it checks a person's, and more:
 * the route's rule must be one the token was given.
 */

export const API_TOKEN_PREFIX = 'act_';
export const MAX_TOKEN_DAYS = 365;

/** Every rule name a token may be given (the console's rule names; a token holds a subset of its owner's). */
export const TOKEN_RULES = Object.keys(rules).filter(
  (r) =>
    ![
      'signIn',
      'lineTestOnly',
      'dashboardIsDeviceInfo',
      'userInfo',
      'settings',
      'apiTokens',
      'allApiTokens',
      'ssoSettings',
    ].includes(r),
) as RuleName[];

/**
 * A line station's token: the line test alone, acting as a line-test user (who sees only that
 * page and may make no token). Whom the factory screens are for gives it to the stations.
 */
export const LINE_STATION_RULE = 'lineTest' satisfies RuleName;
export const isLineStationToken = (tokenRules: readonly string[]) =>
  tokenRules.length === 1 && tokenRules[0] === LINE_STATION_RULE;

/** The rules a person may give a token: those they hold, and a line station's for the factory's admins. */
export const tokenRulesFor = (p: Principal): RuleName[] =>
  TOKEN_RULES.filter((r) =>
    r === LINE_STATION_RULE ? can(p, r) || can(p, 'manufacturedDevices') : can(p, r),
  );

/** Each rule a token may be given, in the words of the screen or action it opens. */
export const TOKEN_RULE_LABELS: Partial<Record<RuleName, string>> = {
  userSearch: 'User search',
  viewHomes: 'Homes',
  warranty: 'Warranty',
  deviceSearch: 'Device search',
  fleetSearch: 'Fleet search and segments',
  deviceLookup: 'Device lookup',
  deviceDetailFull: 'Device details',
  deviceModel: 'Device models (read)',
  manageDeviceModels: 'Device models (edit)',
  dacStatistics: 'DAC statistics',
  deviceFirmware: 'Firmware and rollouts',
  firmwareDistribution: 'Firmware distribution',
  fotaJobs: 'MQTT FOTA jobs',
  iduConfig: 'IDU EEPROM config',
  manufacturedDevices: 'Manufactured devices',
  editManufacturedSerial: 'Edit product serial numbers',
  lineTest: 'Line test',
  qrCode: 'QR codes',
  labelPrinters: 'Label printers',
  dealers: 'Dealers (read)',
  manageDealers: 'Dealers (edit)',
  statistics: 'Statistics',
  productMetrics: 'Product metrics',
  feedback: 'Feedback',
  notifications: 'Notifications (screen)',
  sendNotification: 'Send notifications',
  getNotificationList: 'Notification lists',
  getNotificationTask: 'Notification tasks',
  cancelNotification: 'Cancel notifications',
  broadNotificationAudience: 'Broad notification audiences',
  notificationOptOuts: 'Notification opt-outs',
  editUserEmail: 'Edit user e-mail',
  changePassword: 'Change password',
  editDevice: 'Edit devices',
  offboardDevice: 'Offboard devices',
  triggerFota: 'Trigger a FOTA',
  reportIncident: 'Report incidents',
  auditLog: 'Audit log',
  webhooks: 'Webhooks',
  dacLogs: 'DAC logs',
};

/** Starting points the form offers; a person may tick any rules they hold. */
export const TOKEN_PRESETS = {
  firmwareUpload: { rules: ['deviceFirmware', 'fotaJobs'], readOnly: false },
  lineTest: { rules: ['lineTest'], readOnly: false },
  readOnlySupport: {
    rules: [
      'userSearch',
      'viewHomes',
      'warranty',
      'deviceSearch',
      'deviceLookup',
      'deviceDetailFull',
      'deviceModel',
    ],
    readOnly: true,
  },
} as const satisfies Record<string, { rules: readonly RuleName[]; readOnly: boolean }>;
export type TokenPreset = keyof typeof TOKEN_PRESETS;

const list = z.array(z.string().trim().min(1).max(40)).max(100);

export const CreateApiTokenBody = z.object({
  name: z.string(messages.tokenNameRequired).trim().min(1, messages.tokenNameRequired).max(100),
  expiresInDays: z
    .number(messages.tokenExpiryInvalid)
    .int(messages.tokenExpiryInvalid)
    .min(1, messages.tokenExpiryInvalid)
    .max(MAX_TOKEN_DAYS, messages.tokenExpiryTooLong),
  rules: z
    .array(z.enum(TOKEN_RULES as [RuleName, ...RuleName[]]))
    .min(1, messages.tokenRulesRequired)
    .max(TOKEN_RULES.length)
    .refine(
      (chosen) => !chosen.includes(LINE_STATION_RULE) || new Set(chosen).size === 1,
      messages.tokenLineStationAlone,
    ),
  readOnly: z.boolean().default(false),
  /** Narrows the owner's data scope (each list absent: the owner's whole list). */
  scope: z
    .object({ countries: list.optional(), categories: list.optional(), brands: list.optional() })
    .default({}),
});
export type CreateApiTokenBody = z.input<typeof CreateApiTokenBody>;

export const ApiToken = z.object({
  tokenId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  rules: z.array(z.string()),
  readOnly: z.boolean(),
  scope: z.object({
    countries: z.array(z.string()),
    categories: z.array(z.string()),
    brands: z.array(z.string()),
  }),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** When it was last used (within a minute), null when never. */
  lastUsedAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;
/** The answer to a creation: the token itself, shown this once. */
export const CreatedApiToken = ApiToken.extend({ token: z.string() });

export const ApiTokenListQuery = z.object({
  /** mine: the caller's own; all: every token of the tenant (allApiTokens rule). */
  of: z.enum(['mine', 'all']).default('mine'),
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export const ApiTokenList = z.object({ total: z.number(), tokens: z.array(ApiToken) });
export const ApiTokenParams = z.object({ tokenId: z.string().trim().min(1).max(64) });

const base = '/simplifi/v1/apiTokens';
export const createApiToken = {
  method: 'POST',
  path: base,
  body: CreateApiTokenBody,
  response: CreatedApiToken,
} as const;
export const listApiTokens = {
  method: 'GET',
  path: base,
  query: ApiTokenListQuery,
  response: ApiTokenList,
} as const;
export const revokeApiToken = {
  method: 'DELETE',
  path: `${base}/:tokenId`,
  params: ApiTokenParams,
  response: ApiToken,
} as const;
