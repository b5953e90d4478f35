/**
 * Device Info actions (spec 001 sections 4 and 8, spec 000 section 8). Spellings as the spec
 * ("Sucessfully", "Succesfully"). Texts the spec does not word are ours and marked so.
 */
export const deviceActionMessages = {
  offboardDevice: 'Offboard device',
  offboardConfirm: 'Are you sure you wish to offboard this device? This cannot be reversed.',
  offboarded: 'Device(s) Offboarded Successfully.',
  offboardFailed: 'Failed to Offboard device(s).',
  gatewayHasChildren: 'Gateway offboarding failed: offboard all associated child devices before proceeding.',
  childDevices: 'Child Devices',
  noAdapters: 'No adapters found for Device ID: {id}',
  noDevicesOnLink: 'No devices on this link.',
  /** Ours: labels of the children list. */
  adapterLabel: 'Adapter: {id}',
  linkLabel: 'Link {n}',
  iduNumber: 'IDU Number',
  offboardSelected: 'Offboard selected',
  /** Edits (spec 001 section 8, spec 000 section 8). */
  modelNumberUpdated: 'Model Number Updated Succesfully',
  modelNumberUpdateFailed: 'Failed to Update Model Number',
  serialUpdated: 'Product Serial Number Updated Successfully',
  serialUpdateFailed: 'Failed to Update Product Serial Number',
  /** Ours: the server's reasons for refusing an edit. */
  serialLockedOnboarded: 'Product Serial No cannot be changed once the device is onboarded',
  serialInUse: 'Product Serial No is already used by another device',
  unknownModelNumber: 'No device model of this category has this Model Number',
  editModelNumber: 'Edit Model Number',
  editProductSerial: 'Edit Product Serial No',
} as const;
