/** A staff permission entry (spec 000 section 3): one country, its categories and a brand. */
export interface PermissionEntry {
  country: string;
  categories: string[];
  brand: string;
}

/** Country names of spec 000 section 6, by permission code. */
export const COUNTRY_NAMES: Record<string, string> = {
  BGD: 'Bangladesh',
  IN: 'India',
  JP: 'Japan',
  SG: 'Singapore',
  SL1: 'Srilanka (Softlogic)',
  SL2: 'Srilanka (Damro)',
  SL3: 'Srilanka (Singer)',
  TH: 'Thailand',
  NP: 'Nepal',
};

/** A permission country's name as spec 000 section 6 gives it ('SL1' is 'Srilanka (Softlogic)'). */
export const countryName = (code: string): string => COUNTRY_NAMES[code.toUpperCase()] ?? code.toUpperCase();

/**
 * Names of the countries as the data and the pickers hold them (lower-case two-letter codes, the
 * allowed countries of `allowedCountryOf`), spelled as spec 000 section 6 spells them.
 */
export const DATA_COUNTRY_NAMES: Record<string, string> = {
  bd: 'Bangladesh',
  in: 'India',
  jp: 'Japan',
  sg: 'Singapore',
  lk: 'Srilanka',
  th: 'Thailand',
  np: 'Nepal',
};

/** A data country's name ('in' is 'India'); an unknown code shows as itself, upper case. */
export const dataCountryName = (code: string): string =>
  DATA_COUNTRY_NAMES[code.toLowerCase()] ?? code.toUpperCase();

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The data country a person typed, by its name ('India', 'sri lanka'), its code ('IN') or its
 * three-letter code ('IND', 'BGD'); undefined when it is none of them.
 */
export function dataCountryOf(text: string): string | undefined {
  const typed = comparable(text);
  if (!typed) return undefined;
  for (const [code, name] of Object.entries(DATA_COUNTRY_NAMES)) {
    if (typed === code || typed === comparable(name)) return code;
  }
  const iso2 = Object.entries(COUNTRY_ISO3).find(([, iso3]) => comparable(iso3) === typed)?.[0];
  return iso2?.toLowerCase();
}

/** Two-letter code to three-letter code. */
export const COUNTRY_ISO3: Record<string, string> = {
  BD: 'BGD',
  IN: 'IND',
  JP: 'JPN',
  SG: 'SGP',
  TH: 'THA',
  NP: 'NPL',
  LK: 'LKA',
};

/** Dialling codes used by the mobile search picker. */
export const DIAL_CODES: Record<string, string> = {
  in: '91',
  bd: '880',
  jp: '81',
  sg: '65',
  th: '66',
  np: '977',
  lk: '94',
};

/** Permission country to the lower-case country of the picker: BGD is bd, SL-anything is lk. */
export function allowedCountryOf(code: string): string {
  const upper = code.toUpperCase();
  if (upper === 'BGD') return 'bd';
  if (upper.startsWith('SL')) return 'lk';
  return upper.toLowerCase();
}

export interface DataScope {
  allowedCountries: string[];
  allowedDeviceCategories: string[];
  allowCompanyBrand: string[];
  allowedCountryCodes: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** What a person may see, from their permission entries. */
export function scopeOf(entries: readonly PermissionEntry[]): DataScope {
  const countries = unique(entries.map((e) => allowedCountryOf(e.country)));
  return {
    allowedCountries: countries,
    allowedDeviceCategories: unique(entries.flatMap((e) => e.categories.map((c) => c.toUpperCase()))),
    allowCompanyBrand: unique(entries.map((e) => e.brand.toUpperCase())),
    allowedCountryCodes: unique(countries.map((c) => DIAL_CODES[c]).filter((c): c is string => !!c)),
  };
}
