export { decodeBase38, encodeBase38 } from './base38';
export {
  CUSTOM_FLOW,
  decodeManualCode,
  encodeManualCode,
  groupManualCode,
  type ManualCode,
  manualCodeCarriesIds,
  STANDARD_FLOW,
  shortDiscriminatorOf,
  USER_INTENT_FLOW,
} from './manual-code';
export {
  DISCRIMINATOR_MAX,
  generateDiscriminator,
  generatePasscode,
  isValidDiscriminator,
  isValidPasscode,
  matterIdText,
  matterProductIdOf,
  matterProductIdText,
  PASSCODE_MAX,
  PASSCODE_MIN,
} from './passcode';
export { readScannedCode, type ScannedCode } from './scanned-code';
export {
  decodeSetupPayload,
  encodeSetupPayload,
  MATTER_PAYLOAD_VERSION,
  MATTER_QR_PREFIX,
  type SetupPayload,
} from './setup-payload';
export { hasValidCheckDigit, verhoeffCheckDigit } from './verhoeff';
