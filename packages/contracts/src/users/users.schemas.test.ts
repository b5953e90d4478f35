import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { isValidEmail, UpdateUserEmailBody } from './users.schemas';

describe('e-mail update rule (spec 000 section 5)', () => {
  it("refuses a malformed or empty address with 'Email is not valid'", () => {
    for (const email of ['', 'plain', 'a@b', 'a b@c.de', `${'x'.repeat(250)}@c.de`]) {
      const result = UpdateUserEmailBody.safeParse({ email, userId: 'U1' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.emailNotValid);
      expect(isValidEmail(email)).toBe(false);
    }
  });
  it('accepts a standard address, trimmed', () => {
    expect(UpdateUserEmailBody.parse({ email: ' new@mail.example ', userId: 'U1' }).email).toBe(
      'new@mail.example',
    );
    expect(isValidEmail('new@mail.example')).toBe(true);
  });
});
