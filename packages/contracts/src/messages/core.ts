import { accountMessages } from './account';
import { authMessages } from './auth';
import { commonMessages } from './common';

/**
 * The part of the catalogue the first screen needs (app shell, sign-in, password reset,
 * Settings). The console's login route imports this instead of the whole catalogue, which grows
 * with every area and would push the route past its 250 KB budget; the texts are the same ones.
 */
export const messages = { ...commonMessages, ...authMessages, ...accountMessages } as const;
