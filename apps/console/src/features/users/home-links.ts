import { createContext, useContext } from 'react';

/**
 * Where the users area links to. The app owns the paths (app/paths.ts) and hands them in, so this
 * feature imports neither the app nor the devices feature.
 */
export interface HomeLinks {
  homeReport: (homeId: string) => string;
  deviceInfo: (deviceId: string) => string;
}

export const HomeLinksContext = createContext<HomeLinks | null>(null);

export function useHomeLinks(): HomeLinks {
  const links = useContext(HomeLinksContext);
  if (!links) throw new Error('HomeLinksContext is not provided: the page hands in the app links');
  return links;
}
