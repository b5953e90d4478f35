import { rules } from '@console/contracts/access';
import { DeviceSearchPage } from '@/features/devices/routes';
import { LineTestPage } from '@/features/manufactured-devices/routes';
import { UserInfoPage } from '@/features/users/routes';
import { usePrincipal } from '@/shared/session/use-principal';
import { deviceLinks, userInfoLinks } from './device-composition';

/**
 * `/dashboard` by role (spec 000 section 2, spec 002 section 6): the line test for line testers,
 * device search for level-0 factory admins and field operators, User Info for everyone else.
 */
export function DashboardPage() {
  const principal = usePrincipal();
  if (!principal) return null;
  if (rules.lineTestOnly(principal)) return <LineTestPage />;
  return rules.dashboardIsDeviceInfo(principal) ? (
    <DeviceSearchPage links={deviceLinks} />
  ) : (
    <UserInfoPage links={userInfoLinks} />
  );
}
