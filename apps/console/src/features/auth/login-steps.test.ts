import { describe, expect, it } from 'vitest';
import { outcomeOf } from './login-steps';

describe('outcomeOf', () => {
  it('checks the session when an access token comes back', () => {
    expect(outcomeOf({ accessToken: 't', isAuthenticated: true })).toEqual({
      kind: 'session',
      accessToken: 't',
    });
  });

  it('asks for the code when an MFA token comes back', () => {
    expect(outcomeOf({ mfaToken: 'm', isAuthenticated: false })).toEqual({
      kind: 'mfaValidate',
      mfaToken: 'm',
    });
  });

  it('sets two-step up when a QR code comes back', () => {
    expect(outcomeOf({ qrCodeUrl: 'q', secret: 's', mfaToken: 'm', isAuthenticated: false })).toEqual({
      kind: 'mfaSetup',
      qrCodeUrl: 'q',
      secret: 's',
      mfaToken: 'm',
    });
  });

  it('refuses an answer with none of them', () => {
    expect(outcomeOf({ isAuthenticated: false })).toEqual({ kind: 'refused' });
  });
});
