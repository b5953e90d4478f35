/*
 * Every path of the console, written once (spec 000, 001 and 002 section 2). The menu
 * (access/navigation.ts), the console's router and its links read them from here.
 */
export const PATHS = {
  login: '/',
  dashboard: '/dashboard',
  searchDevice: '/searchDevice',
  device: '/device',
  settings: '/Settings',
  pageNotFound: '/pageNotFound',
  homeReport: '/report/:homeId',
  dashboardBack: '/dashboardBack',
  deviceDetail: '/deviceDetail',
  deviceDetailByNumber: '/deviceDetail/:modelNum',
  addNewDeviceModel: '/addNewDeviceModel',
  deviceFirmware: '/deviceFirmware',
  firmwareInfo: '/firmwareInfo',
  idueepromConfig: '/idueepromConfig',
  fotaJobs: '/fotaJobs',
  dacStatistics: '/DACStatistics',
  statistics: '/statistics',
  productMetrics: '/productMetrics',
  metricsChart: '/metricsChart',
  manufacturedDevices: '/manufacturedDevices',
  feedback: '/feedback',
  qrCode: '/qrcode',
  deviceDealer: '/deviceDealer',
  notification: '/notification',
  auditLog: '/auditLog',
  /** Phased firmware rollouts (issue 31): the list, the new-rollout form and one rollout. */
  rollouts: '/rollouts',
  newRollout: '/rollouts/new',
  rollout: '/rollouts/:rolloutId',
  /** A device's and a home's timeline (issue 32), filters in the link (?kinds=&before=). */
  deviceTimeline: '/devices/:deviceId/timeline',
  homeTimeline: '/homes/:homeId/timeline',
  /** Fleet search and saved segments (issue 32); `?segment=<id>` opens a saved one. */
  fleet: '/fleet',
  /** Scoped API tokens (issue 33): a person's own, and the tenant's for admins. */
  apiTokens: '/apiTokens',
  /** Webhook endpoints and their delivery logs (issue 33). */
  webhooks: '/webhooks',
  /** The tenant's single sign-on settings (issue 33), and where the provider sends people back. */
  ssoSettings: '/sso',
  ssoCallback: '/sso/callback',
} as const;

/** The home report of one home (spec 000 section 2). */
export const homeReportOf = (homeId: string) => `/report/${encodeURIComponent(homeId)}`;

/** Device Info showing one device; `by` and `q` are what the device search page reads. */
export const deviceInfoOf = (deviceId: string) =>
  `${PATHS.searchDevice}?${new URLSearchParams({ by: 'deviceId', q: deviceId })}`;

/** One phased rollout's page. */
export const rolloutOf = (rolloutId: string) => `/rollouts/${encodeURIComponent(rolloutId)}`;

/** A device's timeline, with its filters when given (kinds as a comma list, before in epoch ms). */
export const deviceTimelineOf = (deviceId: string, filters: { kinds?: string; before?: number } = {}) =>
  withFilters(`/devices/${encodeURIComponent(deviceId)}/timeline`, filters);

/** A home's timeline, with its filters when given. */
export const homeTimelineOf = (homeId: string, filters: { kinds?: string; before?: number } = {}) =>
  withFilters(`/homes/${encodeURIComponent(homeId)}/timeline`, filters);

function withFilters(path: string, filters: { kinds?: string; before?: number }) {
  const search = new URLSearchParams();
  if (filters.kinds) search.set('kinds', filters.kinds);
  if (filters.before !== undefined) search.set('before', String(filters.before));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
