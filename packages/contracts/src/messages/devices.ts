/** Device lookups (spec 000 section 8, spec 001 section 8). */
export const deviceMessages = {
  enterDeviceId: 'Please enter Device Id',
  enterMacAddress: 'Please enter Mac Address',
  enterProductSerial: 'Please enter Product Serial No.',
  deviceDetailsFailed: 'Failed to Get Device Details',
  deviceNotFound: 'Device not found',
  deviceNotOnboarded: 'Device not onboarded',
  firmwareDetailsFailed: 'Failed to get Firmware Details',
} as const;
