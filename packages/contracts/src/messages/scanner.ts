/** The webcam QR/barcode scanner shared by the device, device model, QR code and line test screens. */
export const scannerMessages = {
  /** Spec 001 section 2. */
  scanFailed: 'Failed to Scan QR Code',
  /** A model-id based (MT…) code without a product serial in it (spec 001 section 2). */
  scanNoSerial: 'Cannot Scan QR Code',
  scanModelIdBased: 'Scanned QR Code is Model ID Based QR Code',
  /** Ours. */
  scanCode: 'Scan QR Code',
  scanHint: 'Hold the QR code or barcode in front of the camera',
  scanCameraMissing: 'No camera was found. Connect one, or type the code below.',
  scanCameraBlocked:
    "The camera is blocked. Allow it in the browser's site settings, or type the code below.",
  scanTypedCode: 'Code',
  scanUseCode: 'Use Code',
} as const;
