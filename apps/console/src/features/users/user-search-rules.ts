import { allowedCountryOf, COUNTRY_NAMES, DIAL_CODES } from '@console/contracts/access';
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
  value: string;
  label: string;
}

/** The dialling codes a person may search, from their allowed countries (India when none are set). */
export function countryOptions(allowedCountries: readonly string[]): CountryOption[] {
  const countries = allowedCountries.length > 0 ? allowedCountries : ['in'];
  const options = new Map<string, CountryOption>();
  for (const country of countries) {
    const dial = DIAL_CODES[country.toLowerCase()];
    if (!dial || options.has(dial)) continue;
    const code = Object.keys(COUNTRY_NAMES).find((c) => allowedCountryOf(c) === country.toLowerCase());
    // The three Sri Lankan partners share one dialling code: show the country once.
    const name = (code && COUNTRY_NAMES[code]?.replace(/\s*\(.*\)$/, '')) || country.toUpperCase();
    options.set(dial, { value: dial, label: `${name} (+${dial})` });
  }
  return [...options.values()];
}

export const defaultCountryCode = (options: readonly CountryOption[]): string =>
  options.some((o) => o.value === DEFAULT_COUNTRY_CODE)
    ? DEFAULT_COUNTRY_CODE
    : (options[0]?.value ?? DEFAULT_COUNTRY_CODE);
