/*
 * The files the server writes to DATA_DIR when it seeds demo data (DEMO_DATA=1): the accounts to
 * sign in with, and the records the browser tests use. Written by apps/server, read by e2e.
 */

export interface DemoAccount {
  username: string;
  password: string;
  roles: string[];
  level: number;
  email: string;
  /** Base32 TOTP secret, once demo accounts have two-step authentication. */
  totpSecret?: string;
}

/** DATA_DIR/demo-accounts.json */
export interface DemoAccountsFile {
  tenantId: string;
  tenantKey: string;
  accounts: DemoAccount[];
}

/** Devices the Device Info action tests may change (offboard, edit, delete a dealer). */
export interface ActionFixtures {
  /** An onboarded device without a gateway or children. */
  offboardDeviceId: string;
  /** A gateway with children, and one of its children. */
  gatewayId: string;
  childDeviceId: string;
  /** A device, and another model number of its category and brand. */
  modelEdit: { deviceId: string; modelNumber: string };
  /** A device whose product serial has a dealer. */
  dealerDeviceId: string;
  /** A device not onboarded: its product serial may be edited. */
  serialEditDeviceId: string;
}

/** A demo tenant's firmware signing key pair: uploads signed with the private key are accepted. */
export interface FirmwareSigningFixture {
  tenantId: string;
  /** PKCS #8 PEM, Ed25519: sign the image bytes (docs/decisions/0017-firmware-signing.md). */
  privateKeyPath: string;
  publicKeyPath: string;
}

/** DATA_DIR/demo-fixtures.json */
export interface DemoFixtures {
  users: { userId: string; mobile: string; email: string }[];
  homes: { homeId: string; userId: string }[];
  /** A customer whose home has no devices and whose registered products show warranty labels. */
  warrantyHomes: { homeId: string; userId: string; mobile: string; email: string }[];
  /** A customer's primary home that has no name: the homes table shows an empty mark for it. */
  unnamedHomes: { homeId: string; userId: string; mobile: string }[];
  devices: {
    deviceId: string;
    macAddress: string;
    productSerialNumber: string;
    category: string;
    brand: string;
    modelNumber: string;
  }[];
  /**
   * The main tenant's devices in the order the fleet simulator takes them, the first 200: the
   * server plays the first SIMULATED_DEVICES of these, so a test can target devices that answer.
   */
  fleet: { deviceId: string; serialNumber: string; category: string; brand: string; modelNumber: string }[];
  /** Devices the Device Info action tests may change. */
  actions: ActionFixtures;
  /** The main tenant's firmware signing key (absent when DATA_DIR lost it after the seed). */
  firmwareSigning?: FirmwareSigningFixture;
  /** One device of each partner tenant, in its partner staff's scope. */
  partnerDevices: { tenantId: string; deviceId: string }[];
  /**
   * A manufactured Matter unit of the main tenant (an AC, India) and the codes its label carries:
   * the line test and QR screens scan them (absent when the key that seals passcodes is not known).
   */
  matterUnit?: { deviceId: string; productSerialNumber: string; qrString: string; manualCode: string };
  /** A manufactured unit still at the factory (not provisioned), for the Manufactured Devices screen. */
  factoryUnit?: { deviceId: string; productSerialNumber: string; category: string; manufacturedDate: number };
}
