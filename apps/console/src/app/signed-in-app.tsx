import type { RuleName } from '@console/contracts/access';
import { PATHS } from '@console/contracts/paths';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireRule } from './auth/require-rule';
import AppLayout from './layout/app-layout';
import { SCREENS } from './screens';

/** A page only people passing `rule` (packages/contracts access rules) may open. */
const guarded = (rule: RuleName, page: ReactNode) => <RequireRule rule={rule}>{page}</RequireRule>;

/**
 * Every signed-in screen inside the app's frame (menu, header), from the screen list. Its own chunk:
 * the login page needs none of it.
 */
export default function SignedInApp() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {SCREENS.map(({ path, rule, element }) => (
          <Route key={path} path={path} element={rule ? guarded(rule, element) : element} />
        ))}
        <Route path="*" element={<Navigate to={PATHS.pageNotFound} replace />} />
      </Route>
    </Routes>
  );
}
