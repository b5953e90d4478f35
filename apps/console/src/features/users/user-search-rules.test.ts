import { messages } from '@console/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  countryFor,
  countryOptions,
  dialOf,
  searchBody,
  searchError,
  searchFormatHint,
} from './user-search-rules';

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

describe('searchFormatHint', () => {
  it("names what is wrong under the spec's 'Invalid request', and nothing otherwise", () => {
    expect(searchFormatHint('email', 'manish.rao1@mail', '91')).toBe(messages.searchEmailFormatHint);
    expect(searchFormatHint('mobile', '1234567890123456', '91')).toBe(messages.searchMobileFormatHint);
    expect(searchFormatHint('email', '', '91')).toBeUndefined();
    expect(searchFormatHint('mobile', '1234', '91')).toBeUndefined();
    expect(searchFormatHint('email', 'manish.rao1@mail.com', '91')).toBeUndefined();
  });
});

describe('searchBody', () => {
  it('sends plus, country code and number for mobile, the address for e-mail', () => {
    expect(searchBody('mobile', '9876543210', '91')).toEqual({ mobile: '+919876543210' });
    expect(searchBody('email', ' a@b.co ', '91')).toEqual({ email: 'a@b.co' });
  });
});

describe('countryOptions', () => {
  it('names the allowed countries as spec 000 section 6 does, the dialling code beside', () => {
    const options = countryOptions(['IN', 'SL1', 'SL2', 'BGD']);
    expect(options.map((o) => o.label)).toEqual([
      'India (+91)',
      'Srilanka (Softlogic) (+94)',
      'Srilanka (Damro) (+94)',
      'Bangladesh (+880)',
    ]);
    expect(dialOf(options, 'SL2')).toBe('94');
  });

  it('shows the country of a dialling code, else 91, else the first allowed one', () => {
    expect(countryFor(countryOptions([]))).toBe('IN');
    expect(countryFor(countryOptions(['SL3', 'IN']), '94')).toBe('SL3');
    expect(countryFor(countryOptions(['JP', 'SG']))).toBe('JP');
    expect(dialOf(countryOptions(['JP', 'SG']), countryFor(countryOptions(['JP', 'SG'])))).toBe('81');
  });
});
