import { modelPaths } from '../features/device-models/model-paths';

/** Every path of the console in one table (spec 000 section 2, spec 001 section 2). */
export const paths = {
  login: '/',
  dashboard: '/dashboard',
  searchDevice: '/searchDevice',
  device: '/device',
  settings: '/Settings',
  pageNotFound: '/pageNotFound',
  homeReport: '/report/:homeId',
  dashboardBack: '/dashboardBack',
  deviceDetail: modelPaths.search,
  deviceDetailByNumber: modelPaths.byNumberPattern,
  addNewDeviceModel: modelPaths.form,
  deviceFirmware: '/deviceFirmware',
  firmwareInfo: '/firmwareInfo',
  idueepromConfig: '/idueepromConfig',
  fotaJobs: '/fotaJobs',
} as const;

/** The home report of one home (spec 000 section 2). */
export const homeReportOf = (homeId: string) => `/report/${encodeURIComponent(homeId)}`;

/** Device Info showing one device; `by` and `q` are what the device search page reads. */
export const deviceInfoOf = (deviceId: string) =>
  `${paths.searchDevice}?${new URLSearchParams({ by: 'deviceId', q: deviceId })}`;

/** What the users area links to, handed in by the app. */
export const homeLinks = { homeReport: homeReportOf, deviceInfo: deviceInfoOf };

/** Screens without a menu entry of their own, under the entry they are reached from (by path prefix). */
const MENU_PARENTS: [prefix: string, parent: string][] = [
  ['/report/', paths.dashboard],
  ['/deviceDetail/', paths.deviceDetail],
  [paths.addNewDeviceModel, paths.deviceDetail],
  [paths.firmwareInfo, paths.deviceFirmware],
];

/** The menu path a page is highlighted under: its own, or its parent's. */
export function menuPathOf(pathname: string): string {
  const lower = pathname.toLowerCase();
  const parent = MENU_PARENTS.find(([prefix]) => lower.startsWith(prefix.toLowerCase()));
  return parent ? parent[1] : pathname;
}

/** Menu entries of contracts/access NAVIGATION whose screens exist in this build. */
export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set([
  'dashboardDevice',
  'dashboardUser',
  'deviceSearch',
  'deviceModel',
  'deviceFirmware',
  'iduConfig',
  'fotaJobs',
]);
