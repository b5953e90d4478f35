import type { RuleName } from '@console/contracts/access';
import type { ReactNode } from 'react';

/**
 * One screen of a feature: where it is mounted (a path of `@console/contracts/paths`), who may
 * open it and what it shows. Each feature's `routes.tsx` exports its list; the app's router, menu
 * and screen list are derived from those lists (app/screens.ts).
 */
export interface FeatureRoute {
  path: string;
  /** The access rule a person must pass (contracts/access); none: every signed-in person. */
  rule?: RuleName;
  /** For a screen without a menu entry: the menu path it is highlighted under. */
  menuParent?: string;
  element: ReactNode;
}
