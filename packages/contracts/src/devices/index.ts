/** The devices area's public entry (`@console/contracts/devices`): One device by id, MAC address or product serial. */
export * from './devices.schemas';
