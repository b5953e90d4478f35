/** Every path of the console in one table (spec 000 section 2, spec 001 section 2). */
export const paths = {
  login: '/',
  dashboard: '/dashboard',
  searchDevice: '/searchDevice',
  pageNotFound: '/pageNotFound',
} as const;

/** Menu entries of contracts/access NAVIGATION whose screens exist in this build. */
export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set([
  'dashboardDevice',
  'dashboardUser',
  'deviceSearch',
]);
