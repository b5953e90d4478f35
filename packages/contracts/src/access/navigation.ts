import { PATHS } from '../paths';
import type { Principal } from './principal';
import { can, type RuleName, rules } from './rules';

export interface NavEntry {
  key: string;
  label: string;
  path: string;
  rule: RuleName;
}

/** The navigation table of spec 000 section 6, in menu order. */
export const NAVIGATION: readonly NavEntry[] = [
  { key: 'dashboardDevice', label: 'Device Info', path: PATHS.dashboard, rule: 'dashboardIsDeviceInfo' },
  { key: 'dashboardUser', label: 'User Info', path: PATHS.dashboard, rule: 'userInfo' },
  { key: 'deviceSearch', label: 'Device Info', path: PATHS.searchDevice, rule: 'deviceSearch' },
  // Ours (issue 32): the fleet as one searchable thing, for the people who read fleet charts.
  { key: 'fleet', label: 'Fleet Search', path: PATHS.fleet, rule: 'fleetSearch' },
  { key: 'deviceModel', label: 'Device Model', path: PATHS.deviceDetail, rule: 'deviceModel' },
  { key: 'dacStatistics', label: 'DAC Statistics', path: PATHS.dacStatistics, rule: 'dacStatistics' },
  { key: 'deviceFirmware', label: 'Device Firmware', path: PATHS.deviceFirmware, rule: 'deviceFirmware' },
  { key: 'iduConfig', label: 'IDU EEPROM Config', path: PATHS.idueepromConfig, rule: 'iduConfig' },
  { key: 'statistics', label: 'Statistics', path: PATHS.statistics, rule: 'statistics' },
  { key: 'productMetrics', label: 'Product Metrics', path: PATHS.productMetrics, rule: 'productMetrics' },
  // Spec 002 lists /metricsChart among the navigation entries without a label or a rule of its own.
  { key: 'metricsChart', label: 'Metrics Chart', path: PATHS.metricsChart, rule: 'productMetrics' },
  { key: 'fotaJobs', label: 'Manage MQTT FOTA', path: PATHS.fotaJobs, rule: 'fotaJobs' },
  // Ours (issue 31): phased rollouts follow the Device Firmware rule, as the server's calls do.
  { key: 'rollouts', label: 'Firmware Rollouts', path: PATHS.rollouts, rule: 'deviceFirmware' },
  {
    key: 'manufacturedDevices',
    label: 'Manufactured Devices',
    path: PATHS.manufacturedDevices,
    rule: 'manufacturedDevices',
  },
  { key: 'feedback', label: 'Feedback', path: PATHS.feedback, rule: 'feedback' },
  { key: 'qrCode', label: 'QR Code', path: PATHS.qrCode, rule: 'qrCode' },
  { key: 'dealers', label: 'Dealer Management', path: PATHS.deviceDealer, rule: 'dealers' },
  { key: 'notifications', label: 'Notification Management', path: PATHS.notification, rule: 'notifications' },
  { key: 'auditLog', label: 'Audit Log', path: PATHS.auditLog, rule: 'auditLog' },
  // Ours (issue 33): tokens for scripts and line stations.
  { key: 'apiTokens', label: 'API Tokens', path: PATHS.apiTokens, rule: 'apiTokens' },
  // Ours (issue 33): signed outbound webhooks and the audit stream.
  { key: 'webhooks', label: 'Webhooks', path: PATHS.webhooks, rule: 'webhooks' },
  // Ours (issue 33): the tenant's single sign-on provider.
  { key: 'ssoSettings', label: 'Single Sign-On', path: PATHS.ssoSettings, rule: 'ssoSettings' },
];

/** The entries a person sees; `available` limits them to screens that exist. */
export function navigationFor(p: Principal, available?: ReadonlySet<string>): NavEntry[] {
  return NAVIGATION.filter((entry) => {
    if (available && !available.has(entry.key)) return false;
    if (entry.rule === 'dashboardIsDeviceInfo') return rules.dashboardIsDeviceInfo(p);
    return can(p, entry.rule);
  });
}
