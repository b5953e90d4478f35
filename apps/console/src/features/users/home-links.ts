import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the users area links to, and what it shows from other areas. The app owns the paths
 * (@console/contracts/paths) and the composition, and hands them in, so this feature imports neither the app
 * nor the devices feature.
 */
export interface HomeLinks {
  homeReport: (homeId: string) => string;
  deviceInfo: (deviceId: string) => string;
  /**
   * The detail of a device shown in place in its device tab (User Info and the home report, spec
   * 000 section 4); `onOffboarded` is told when the device leaves the home.
   */
  deviceDetail: (deviceId: string, onOffboarded: () => void) => ReactNode;
  /** The home's Timeline link (issue 32), beside the home report's. */
  timeline?: (homeId: string) => ReactNode;
  /** What User Info shows of other areas under the user found: their notification opt-outs (issue 34). */
  userExtra?: (userId: string) => ReactNode;
}

export const HomeLinksContext = createContext<HomeLinks | null>(null);

export function useHomeLinks(): HomeLinks {
  const links = useContext(HomeLinksContext);
  if (!links) throw new Error('HomeLinksContext is not provided: the page hands in the app links');
  return links;
}
