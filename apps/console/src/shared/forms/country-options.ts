import { allowedCountryOf, countryName, DIAL_CODES } from '@console/contracts/access';
import { DEFAULT_COUNTRY_CODE } from '@console/contracts/constants';

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
