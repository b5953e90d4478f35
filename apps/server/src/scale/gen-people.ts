import { BANGLADESH, INDIA, type Locale, SRI_LANKA } from '../modules/demo/names';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { line } from './copy-rows';
import { countryOf, emailOf, homeIdOf, mix, mobileOf, spaceIdOf, userIdOf } from './scale-identity';

/* End users, one home each (home h belongs to user h), three spaces a home, some shared homes. */

const LOCALES: Record<string, Locale> = { in: INDIA, lk: SRI_LANKA, bd: BANGLADESH };
const SPACES = ['Living Room', 'Bedroom', 'Kitchen'] as const;
const DAY = 86_400;
const T = MAIN_TENANT_ID;

const at = <U>(list: readonly U[], n: number): U => list[n % list.length] as U;
const iso = (sec: number) => new Date(sec * 1000).toISOString();

export const USER_COLUMNS = [
  'id',
  'tenant_id',
  'user_name',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'country',
  'created_at',
];

/** When user u registered: up to 1,000 days ago. */
export const registeredAtOf = (u: number, nowSec: number) => nowSec - (mix(u, 12) % 1000) * DAY;

export function* userRows(users: number, nowSec: number): Generator<string> {
  for (let u = 1; u <= users; u++) {
    const locale = LOCALES[countryOf(u)] ?? INDIA;
    const first = at(locale.firstNames, mix(u, 10));
    const last = at(locale.lastNames, mix(u, 11));
    const created = registeredAtOf(u, nowSec);
    yield line([
      userIdOf(u),
      T,
      `user${u}`,
      first,
      last,
      emailOf(u),
      mobileOf(u),
      locale.country,
      iso(created),
    ]);
  }
}

export const HOME_COLUMNS = [
  'id',
  'tenant_id',
  'home_name',
  'address_line1',
  'address_line2',
  'city',
  'pincode',
  'country',
];

/** Home h's city (and its pincode prefix). */
export const homePlaceOf = (h: number) => at((LOCALES[countryOf(h)] ?? INDIA).cities, mix(h, 20));

export function* homeRows(homes: number): Generator<string> {
  for (let h = 1; h <= homes; h++) {
    const locale = LOCALES[countryOf(h)] ?? INDIA;
    const place = homePlaceOf(h);
    const digits = String(mix(h, 21))
      .padStart(10, '0')
      .slice(0, locale.pincodeLength - place.pincode.length);
    yield line([
      homeIdOf(h),
      T,
      mix(h, 22) % 10 === 0 ? null : `${at(locale.lastNames, mix(h, 11))} Residence`,
      `Flat ${(mix(h, 23) % 40) + 1}, Block ${String.fromCharCode(65 + (mix(h, 24) % 6))}`,
      at(locale.streets, mix(h, 25)),
      place.city,
      place.pincode + digits,
      locale.country,
    ]);
  }
}

export const MEMBER_COLUMNS = ['home_id', 'user_id', 'tenant_id', 'membership'];

/** Every fourth user is also a secondary member of the next user's home. */
export function* memberRows(users: number): Generator<string> {
  for (let u = 1; u <= users; u++) {
    yield line([homeIdOf(u), userIdOf(u), T, 'primary']);
    if (u % 4 === 0 && users > 1) yield line([homeIdOf((u % users) + 1), userIdOf(u), T, 'secondary']);
  }
}

export const memberCount = (users: number) => users + (users > 1 ? Math.floor(users / 4) : 0);

export const SPACE_COLUMNS = ['id', 'tenant_id', 'home_id', 'space_name'];

export function* spaceRows(homes: number): Generator<string> {
  for (let h = 1; h <= homes; h++) {
    for (let k = 0; k < SPACES.length; k++)
      yield line([spaceIdOf(h, k), T, homeIdOf(h), SPACES[k] ?? 'Room']);
  }
}

export const SPACES_PER_HOME = SPACES.length;

export const INSTALL_COLUMNS = [
  'tenant_id',
  'user_id',
  'platform',
  'push_token',
  'app_version',
  'last_login',
];

/**
 * One app install per user (notification targeting): Android or iOS, logged in within 120 days;
 * every 12th user has no push token, every 20th a token the outbox refuses (`rejected-…`).
 */
/** User u's phone: Android or iOS (the app controller of their controls). */
export const platformOf = (u: number): 'an' | 'ios' => (mix(u, 30) % 5 < 3 ? 'an' : 'ios');

export function* installRows(users: number, nowSec: number): Generator<string> {
  for (let u = 1; u <= users; u++) {
    const platform = platformOf(u);
    const token =
      u % 12 === 0
        ? null
        : `${u % 20 === 0 ? 'rejected-' : ''}${platform}-${mix(u, 31).toString(16)}${u.toString(16)}`;
    yield line([
      T,
      userIdOf(u),
      platform,
      token,
      `5.${mix(u, 32) % 3}.${mix(u, 33) % 5}`,
      iso(nowSec - (mix(u, 34) % (120 * DAY))),
    ]);
  }
}
