import { rules } from '@console/contracts/access';
import { DeviceSearchPage } from '../../features/devices/routes';
import { UserInfoPage } from '../../features/users/routes';
import { usePrincipal } from '../../shared/session/use-principal';
import { deviceLinks, userInfoLinks } from './device-composition';

/**
 * `/dashboard` by role (spec 000 section 2): device search for line testers, level-0 factory
 * admins and field operators (line testers get their own page with the line-test screen),
 * User Info for everyone else.
 */
export function DashboardPage() {
  const principal = usePrincipal();
  if (!principal) return null;
  return rules.dashboardIsDeviceInfo(principal) ? (
    <DeviceSearchPage links={deviceLinks} />
  ) : (
    <UserInfoPage links={userInfoLinks} />
  );
}
