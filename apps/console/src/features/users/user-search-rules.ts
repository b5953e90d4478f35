import { DEFAULT_COUNTRY_CODE, MOBILE_SEARCH_MIN } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import { EMAIL_PATTERN, MOBILE_PATTERN, type UserSearchBody } from '@console/contracts/users';
import type { CountryOption } from '@/shared/forms/country-options';

export { type CountryOption, countryOptions, dialOf } from '@/shared/forms/country-options';

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

/**
 * What is wrong with a search the spec refuses as 'Invalid request' (its format message, spec 000
 * section 5), shown under it; undefined for any other answer.
 */
export function searchFormatHint(type: SearchType, value: string, countryCode: string): string | undefined {
  if (searchError(type, value, countryCode) !== messages.invalidRequest) return undefined;
  return type === 'mobile' ? messages.searchMobileFormatHint : messages.searchEmailFormatHint;
}

/** Mobile goes as plus, country code and number; e-mail as typed. */
export function searchBody(type: SearchType, value: string, countryCode: string): UserSearchBody {
  return type === 'mobile' ? { mobile: `+${countryCode}${value}` } : { email: value.trim() };
}

/** The country shown for a dialling code (from the URL), else 91's, else the first allowed one. */
export function countryFor(options: readonly CountryOption[], dial?: string): string | undefined {
  const withDial = (code: string) => options.find((o) => o.dial === code)?.value;
  return (dial && withDial(dial)) ?? withDial(DEFAULT_COUNTRY_CODE) ?? options[0]?.value;
}
