/** What the server writes to DATA_DIR when DEMO_DATA=1. */
export interface DemoAccount {
  username: string;
  password: string;
  roles: string[];
  level: number;
  email: string;
  totpSecret?: string;
}

export interface DemoAccounts {
  tenantId: string;
  tenantKey: string;
  accounts: DemoAccount[];
}

export interface DemoFixtures {
  users: { userId: string; mobile: string; email: string }[];
  homes: { homeId: string; userId: string }[];
  warrantyHomes: { homeId: string; userId: string; mobile: string; email: string }[];
  devices: {
    deviceId: string;
    macAddress: string;
    productSerialNumber: string;
    category: string;
    brand: string;
    modelNumber: string;
  }[];
  /** Devices the Device Info action tests may change (apps/server/src/modules/demo/action-fixtures.ts). */
  actions: {
    offboardDeviceId: string;
    gatewayId: string;
    childDeviceId: string;
    modelEdit: { deviceId: string; modelNumber: string };
    dealerDeviceId: string;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoAccounts: DemoAccounts;
    demoFixtures: DemoFixtures;
    mailDir: string;
  }
}
