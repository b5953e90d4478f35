export { decodeBase38, encodeBase38 } from './base38';
export { readScannedCode, type ScannedCode } from './scanned-code';
export { decodeSetupPayload, encodeSetupPayload, MATTER_QR_PREFIX, type SetupPayload } from './setup-payload';
