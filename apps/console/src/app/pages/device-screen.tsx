import { can, rules } from '@console/contracts/access';
import { PATHS } from '@console/contracts/paths';
import { Navigate, useLocation } from 'react-router';
import { usePrincipal } from '@/shared/session/use-principal';

/**
 * `/device`, the device screen among spec 001's routes: the person's own device screen, with the
 * search kept (`?by=deviceId&q=…`): Device Info (search) for those who have it, the dashboard
 * for those whose dashboard is the device search (level-0 factory admins, field operators).
 */
export function DeviceScreen() {
  const principal = usePrincipal();
  const { search } = useLocation();
  if (!principal) return null;
  const pathname = can(principal, 'deviceSearch')
    ? PATHS.searchDevice
    : rules.dashboardIsDeviceInfo(principal)
      ? PATHS.dashboard
      : PATHS.pageNotFound;
  return <Navigate to={{ pathname, search }} replace />;
}
