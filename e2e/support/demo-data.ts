import type { DemoAccountsFile, DemoFixtures } from '@console/contracts/demo';
import { inject } from 'vitest';

/** What global setup reads from the server's DATA_DIR and hands to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoAccounts: DemoAccountsFile;
    demoFixtures: DemoFixtures;
    mailDir: string;
  }
}

/** The first demo device: one the simulator plays, which the read-only tests look up. */
export function sampleDevice(): DemoFixtures['devices'][number] {
  const first = inject('demoFixtures').devices[0];
  if (!first) throw new Error('the demo fixtures hold no device');
  return first;
}
