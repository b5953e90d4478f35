/**
 * Names of the codes devices report in their status (docs/mqtt.md). Spec 000 section 3 names acmd,
 * acfs, ps, actmp, rssi and rmtmp; the others are ours. `parameterLabel` in contracts/devices reads
 * them; `{n}` is filled in with `fillMessage`.
 */
export const parameterMessages = {
  paramTimestamp: 'Timestamp',
  powerStatus: 'Power Status',
  filterDustLevel: 'Filter Dust Level',
  lastControlledBy: 'Last Controlled By',
  lastAction: 'Last Action',
  paramFirmwareVersion: 'Firmware Version',
  paramWifiStrength: 'WiFi Strength',
  deviceErrors: 'Errors',
  paramAcMode: 'AC Mode',
  paramFanSpeed: 'Fan Speed',
  paramTemperature: 'Temperature',
  paramRoomTemperature: 'Room Temperature',
  paramFanSpeedLevel: 'Fan Speed Level',
  paramSwitchStates: 'Switch States',
  paramBrightness: 'Brightness',
  paramColourTemperature: 'Colour Temperature',
  paramWashProgram: 'Wash Program',
  paramWashState: 'Wash State',
  paramRemainingTime: 'Remaining Time',
  paramWashTemperature: 'Wash Temperature',
  paramFridgeTemperature: 'Fridge Temperature',
  paramFreezerTemperature: 'Freezer Temperature',
  paramDoor: 'Door',
  paramConnectedDevices: 'Connected Devices',
  paramDoorBell: 'Door Bell',
  paramMode: 'Mode',
  paramChannel: 'Channel {n}',
} as const;
