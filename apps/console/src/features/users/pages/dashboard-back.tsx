import { Navigate } from 'react-router';
import { lastSearch } from '../last-search';

/** `/dashboardBack`: the User Info page with the search the person last made (spec 000 section 2). */
export function DashboardBack({ dashboardPath }: { dashboardPath: string }) {
  return <Navigate to={`${dashboardPath}${lastSearch()}`} replace />;
}
