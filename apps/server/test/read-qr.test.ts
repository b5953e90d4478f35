import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { newTotpSecret } from '../src/platform/auth/totp';
import { readQrDataUrl } from './read-qr';

it('reads back 300 generated otpauth QR codes (the decoder the two-step tests rely on)', async () => {
  for (let i = 0; i < 300; i++) {
    const uri = `otpauth://totp/Panasonic:user${i}.name?secret=${newTotpSecret()}&issuer=Panasonic&algorithm=SHA1&digits=6&period=30`;
    expect(readQrDataUrl(await QRCode.toDataURL(uri))).toBe(uri);
  }
});
