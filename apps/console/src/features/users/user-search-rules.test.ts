import { messages } from '@console/contracts/messages';
import { describe, expect, it } from 'vitest';
import { countryOptions, defaultCountryCode, searchBody, searchError } from './user-search-rules';

describe('searchError', () => {
  it('asks for a mobile number under 5 characters', () => {
    expect(searchError('mobile', '', '91')).toBe(messages.enterMobile);
    expect(searchError('mobile', '1234', '91')).toBe(messages.enterMobile);
    expect(searchError('mobile', '98765', '91')).toBeUndefined();
  });

  it('refuses a mobile number longer than 15 digits with the code', () => {
    expect(searchError('mobile', '1234567890123456', '91')).toBe(messages.invalidRequest);
  });

  it('asks for an e-mail and checks it looks like one', () => {
    expect(searchError('email', '  ', '91')).toBe(messages.enterEmail);
    expect(searchError('email', 'someone', '91')).toBe(messages.invalidRequest);
    expect(searchError('email', 'someone@example.com', '91')).toBeUndefined();
  });
});

describe('searchBody', () => {
  it('sends plus, country code and number for mobile, the address for e-mail', () => {
    expect(searchBody('mobile', '9876543210', '91')).toEqual({ mobile: '+919876543210' });
    expect(searchBody('email', ' a@b.co ', '91')).toEqual({ email: 'a@b.co' });
  });
});

describe('countryOptions', () => {
  it('limits the picker to allowed countries, once per dialling code', () => {
    expect(countryOptions(['in', 'lk', 'bd'])).toEqual([
      { value: '91', label: 'India (+91)' },
      { value: '94', label: 'Srilanka (+94)' },
      { value: '880', label: 'Bangladesh (+880)' },
    ]);
  });

  it('defaults to 91, or the first allowed code without India', () => {
    expect(defaultCountryCode(countryOptions([]))).toBe('91');
    expect(defaultCountryCode(countryOptions(['jp', 'sg']))).toBe('81');
  });
});
