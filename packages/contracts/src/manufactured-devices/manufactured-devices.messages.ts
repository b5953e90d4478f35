/** Manufactured Devices and Line Test (spec 002 sections 2, 5 and 8), word for word; ours are marked. */
export const manufacturedDeviceMessages = {
  manufacturedDevicesTitle: 'Manufactured Devices',
  startDateEmpty: 'Start Date Cannot be Empty',
  fetchDataFailed: 'Error while fetching data.',
  /** Ours: the spec names no message for these. */
  serialNumberEmpty: 'Product Serial Number Cannot be Empty',
  serialNumberTaken: 'Product Serial Number is already used by another device',
  serialNumberUpdated: 'Product Serial Number Updated Successfully',
  startSerialNumber: 'Start Serial Number',
  endSerialNumber: 'End Serial Number',
  startDate: 'Start Date',
  /** Ours: a serial range that cannot match (the date order says endBeforeStart). */
  manufacturedSerialRangeReversed: 'Start Serial Number cannot be after End Serial Number',
  /** Line Test (spec 002 sections 2 and 4). */
  lineTestTitle: 'Search Device Using Webcam or USB Scanner',
  lineTestWebcamTab: 'Webcam Scan',
  lineTestUsbTab: 'USB Scanner',
  webcamScanningStarted: 'Webcam Scanning Started',
  webcamScanningInProgress: 'Webcam Scanning In Pogress',
  usbScanningStarted: 'USB Scanning Started',
  usbScanningInProgress: 'USB Scanning In Pogress',
  scanningCompleted: 'Scanning Completed. Please Click Above Button To Start Scanning Again.',
  lineTestPassed: 'Line Test Passed',
  lineTestFailed: 'Line Test Failed',
  startWebcamScan: 'Start Webcam Scan',
  startUsbScan: 'Start USB Scan',
  /** Ours: the label check beyond the spec (issue 14). */
  lineTestLabelMismatch: 'The QR code label does not match the device record: {fields} differs',
  /** Ours: the factory record's createdAt, not Device Info's cloud record (QA walk). */
  factoryCreatedAt: 'Created At (factory record)',
  lineTestLabelNotMatter: 'The scanned Matter QR code belongs to a device whose model is not Matter',
} as const;
