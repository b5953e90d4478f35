import { has, type Principal } from './principal';
import type { Role } from './roles';

type Rule = (p: Principal) => boolean;

const notFieldOperator: Rule = (p) => !has(p, 'FIELDOPERATOR');
const factoryAdminAtLevel0: Rule = (p) => p.level === 0 && has(p, 'FACTORYADMIN');
const adminAreas: Rule = (p) =>
  (p.level > 4 || has(p, 'CLOUDADMIN') || has(p, 'FACTORYADMIN')) && notFieldOperator(p);

/**
 * IDU EEPROM visibility has two readings in spec 000 section 6. The first is in force;
 * the second is kept here, one line away, should the product owners choose it.
 */
export const IDU_CONFIG_READING: 'first' | 'second' = 'first';
const iduConfigSecondReading: Rule = (p) => (p.level > 3 && has(p, 'CLOUDADMIN')) || has(p, 'FACTORYADMIN');

const anyOf = (p: Principal, roles: readonly Role[]) => roles.some((r) => has(p, r));
const notificationTaskRoles: Rule = (p) =>
  anyOf(p, [
    'CUSTOMERSUPPORTL2',
    'CUSTOMERSUPPORTL3',
    'CUSTOMERSUPPORTL3SPECIAL',
    'CUSTOMERSUPPORTL4',
    'CLOUDADMIN',
  ]);

const signIn: Rule = (p) => p.level > 0 || has(p, 'FACTORYADMIN');
const dashboardIsDeviceInfo: Rule = (p) =>
  has(p, 'LINETESTUSER') || factoryAdminAtLevel0(p) || has(p, 'FIELDOPERATOR');

/** Every access rule of the console, by name. The server guards routes with the same names. */
export const rules = {
  /** Sign-in gate: level above 0 or FACTORYADMIN. */
  signIn,
  /**
   * The line-test page replaces everything else for a LINETESTUSER. Spec 000 section 6 says
   * 'LINETESTUSER sees only the line-test page', and its words are read literally: whatever other
   * role a line tester holds (demo.linetest is also FACTORYADMIN), they see the line test and
   * nothing else — no menu entry, no /Settings, no other screen or call; `can` below refuses
   * every rule to them but signing in, the dashboard (which is the line test) and the line test.
   */
  lineTestOnly: (p) => has(p, 'LINETESTUSER'),
  /** `/dashboard` shows device search for these people, User Info for everyone else. */
  dashboardIsDeviceInfo,
  userInfo: (p) => !dashboardIsDeviceInfo(p),
  /** End-user search: the User Info page and the owner panel of a device, not for a level-0 factory admin. */
  userSearch: (p) => !factoryAdminAtLevel0(p),
  /** An end user's homes and the home report: the people who may search users. */
  viewHomes: (p) => !factoryAdminAtLevel0(p),
  /** Warranty and service requests of a customer: the same people; the tenant setting decides on top. */
  warranty: (p) => !factoryAdminAtLevel0(p),
  deviceSearch: (p) => p.level > 0 && notFieldOperator(p),
  /**
   * Fleet search and segments (issue 32, ours): the people who read fleet charts (level above 2),
   * not a field operator. Each bulk action adds its own rule (export: this one; a rollout:
   * deviceFirmware; a notification: sendNotification; offboarding: offboardDevice).
   */
  fleetSearch: (p) => p.level > 2 && notFieldOperator(p),
  /** Looking up one device: every signed-in person has a device screen somewhere. */
  deviceLookup: signIn,
  deviceDetailFull: (p) => !factoryAdminAtLevel0(p),
  deviceModel: (p) => (p.level > 0 || has(p, 'FACTORYADMIN')) && notFieldOperator(p),
  /**
   * Adding and editing device models: the product manager role (spec 001 section 6), within the
   * Device Model screen's own rule. Editing is further limited by the model's category
   * (`canEditModel` in device-models).
   */
  manageDeviceModels: (p) =>
    has(p, 'PRODUCTMANAGER') && (p.level > 0 || has(p, 'FACTORYADMIN')) && notFieldOperator(p),
  dacStatistics: (p) => has(p, 'FACTORYADMIN') || has(p, 'CUSTOMERSUPPORTL4') || has(p, 'CLOUDADMIN'),
  deviceFirmware: (p) => p.level > 4,
  /**
   * The firmware distribution call: the Device Firmware screen (deviceFirmware) and graph 6 of the
   * Metrics Chart (productMetrics: level above 2, main tenant), which shows it as a pie.
   */
  firmwareDistribution: (p) => p.level > 4 || (p.level > 2 && p.mainTenant),
  fotaJobs: (p) => p.level > 4,
  iduConfig: (p) => (IDU_CONFIG_READING === 'first' ? adminAreas(p) : iduConfigSecondReading(p)),
  manufacturedDevices: adminAreas,
  /** Editing a product serial number in the manufactured list: level above 1 (spec 002 section 6). */
  editManufacturedSerial: (p) => adminAreas(p) && p.level > 1,
  /** The line-test screen and its device check: the line-test user's only page (spec 002 section 6). */
  lineTest: (p) => has(p, 'LINETESTUSER'),
  qrCode: adminAreas,
  /**
   * Registering and removing a tenant's network label printers (issue 34, ours): the QR Code
   * screen's own people, its admins (a factory admin runs the line's printers).
   */
  labelPrinters: adminAreas,
  dealers: adminAreas,
  statistics: (p) => p.level > 2 && p.mainTenant,
  productMetrics: (p) => p.level > 2 && p.mainTenant,
  feedback: (p) => p.level > 3,
  notifications: (p) => p.level >= 2,
  /** Notification permissions by role (spec 002 section 6); the console's four permission flags. */
  sendNotification: (p) =>
    anyOf(p, ['CUSTOMERSUPPORTL3', 'CUSTOMERSUPPORTL3SPECIAL', 'CUSTOMERSUPPORTL4', 'CLOUDADMIN']),
  getNotificationList: (p) => anyOf(p, ['CUSTOMERSUPPORTL4', 'CLOUDADMIN', 'PUSHNOTIFICATION']),
  getNotificationTask: notificationTaskRoles,
  cancelNotification: notificationTaskRoles,
  /**
   * An app user's notification opt-outs, read and set from their page (issue 34): whoever may send
   * notifications or read a user's notification log.
   */
  notificationOptOuts: (p) =>
    anyOf(p, [
      'CUSTOMERSUPPORTL3',
      'CUSTOMERSUPPORTL3SPECIAL',
      'CUSTOMERSUPPORTL4',
      'CLOUDADMIN',
      'PUSHNOTIFICATION',
    ]),
  /** Country, login date, device ownership and broadcast targeting: level 4 or above. */
  broadNotificationAudience: (p) => p.level >= 4,
  /** /Settings (spec 000 section 2): Change Password and Two Step Authentication, for whoever signs in. */
  settings: signIn,
  editUserEmail: (p) => p.level > 1,
  changePassword: (p) => p.level > 1,
  /** Offboard, FOTA trigger, model number and serial edits (spec 001 section 6). */
  editDevice: (p) => p.level > 1 || factoryAdminAtLevel0(p),
  offboardDevice: (p) => p.level > 1,
  triggerFota: (p) => p.level > 1,
  /** Report Incidence from a device: every device screen has Send Email (spec 001 section 2). */
  reportIncident: signIn,
  /** Dealer edit and delete: level above 4 or CLOUDADMIN, not a field operator (spec 002 section 6). */
  manageDealers: (p) => (p.level > 4 || has(p, 'CLOUDADMIN')) && notFieldOperator(p),
  auditLog: (p) => p.level > 4 || has(p, 'CLOUDADMIN'),
  /**
   * API tokens (issue 33, ours): a person makes their own for scripts and stations, level above 1
   * or a cloud or factory admin, never a field operator; every token of the tenant is listed and
   * revoked by the Audit Log's people (level above 4 or a cloud admin).
   */
  apiTokens: (p) => (p.level > 1 || has(p, 'CLOUDADMIN') || has(p, 'FACTORYADMIN')) && notFieldOperator(p),
  allApiTokens: (p) => p.level > 4 || has(p, 'CLOUDADMIN'),
  /**
   * Webhooks and the audit stream (issue 33, ours): a tenant setting that sends the tenant's events
   * and audit trail out, so the Audit Log's people (level above 4 or a cloud admin).
   */
  webhooks: (p) => p.level > 4 || has(p, 'CLOUDADMIN'),
  /** Single sign-on settings of the tenant (issue 33, ours): its admins, as the Audit Log's. */
  ssoSettings: (p) => p.level > 4 || has(p, 'CLOUDADMIN'),
  dacLogs: (p) => has(p, 'FACTORYADMIN') || has(p, 'CUSTOMERSUPPORTL4') || has(p, 'CLOUDADMIN'),
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

export function can(p: Principal, rule: RuleName): boolean {
  if (rule !== 'signIn' && rules.lineTestOnly(p) && rule !== 'dashboardIsDeviceInfo' && rule !== 'lineTest') {
    // A line tester sees only the line-test page, whatever else they hold.
    return false;
  }
  return rules[rule](p);
}
