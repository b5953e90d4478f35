/** The auth area's public entry (`@console/contracts/auth`): Sign-in, sessions, OTP and passwords: schemas, descriptors and the password rules. */
export * from './auth.schemas';
export * from './password.schemas';
export * from './password-rules';
