import { allowedCountryOf, countryName, DIAL_CODES } from '@console/contracts/access';
import { DEFAULT_COUNTRY_CODE, MOBILE_SEARCH_MIN } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import { EMAIL_PATTERN, MOBILE_PATTERN, type UserSearchBody } from '@console/contracts/users';

export const SEARCH_TYPES = ['mobile', 'email'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: string | null): value is SearchType =>
  (SEARCH_TYPES as readonly (string | null)[]).includes(value);

/** The message for a search that may not be sent (spec 000 section 5), or undefined. */
export function searchError(type: SearchType, value: string, countryCode: string): string | undefined {
  if (type === 'mobile') {
    if (value.length < MOBILE_SEARCH_MIN) return messages.enterMobile;
    return MOBILE_PATTERN.test(`+${countryCode}${value}`) ? undefined : messages.invalidRequest;
  }
  if (!value.trim()) return messages.enterEmail;
  return EMAIL_PATTERN.test(value.trim()) ? undefined : messages.invalidRequest;
}

/** Mobile goes as plus, country code and number; e-mail as typed. */
export function searchBody(type: SearchType, value: string, countryCode: string): UserSearchBody {
  return type === 'mobile' ? { mobile: `+${countryCode}${value}` } : { email: value.trim() };
}

export interface CountryOption {
  /** The permission country (IN, SL1, ...): the three Sri Lankan partners share one dialling code. */
  value: string;
  dial: string;
  label: string;
}

/**
 * The countries a person may search, named as spec 000 section 6 names them with the dialling code
 * beside ('Srilanka (Softlogic) (+94)'), from their permission countries (India when none are set).
 */
export function countryOptions(permissionCountries: readonly string[]): CountryOption[] {
  const codes = permissionCountries.length > 0 ? permissionCountries : ['IN'];
  const options = new Map<string, CountryOption>();
  for (const raw of codes) {
    const code = raw.toUpperCase();
    const dial = DIAL_CODES[allowedCountryOf(code)];
    if (!dial || options.has(code)) continue;
    options.set(code, { value: code, dial, label: `${countryName(code)} (+${dial})` });
  }
  return [...options.values()];
}

/** The dialling code the search sends for a chosen country. */
export const dialOf = (options: readonly CountryOption[], country: string | undefined): string =>
  options.find((o) => o.value === country)?.dial ?? DEFAULT_COUNTRY_CODE;

/** The country shown for a dialling code (from the URL), else 91's, else the first allowed one. */
export function countryFor(options: readonly CountryOption[], dial?: string): string | undefined {
  const withDial = (code: string) => options.find((o) => o.dial === code)?.value;
  return (dial && withDial(dial)) ?? withDial(DEFAULT_COUNTRY_CODE) ?? options[0]?.value;
}
