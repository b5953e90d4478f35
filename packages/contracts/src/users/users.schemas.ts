import { z } from 'zod';

/** Mobile as the search sends it: a plus sign, the country code and the number, 4 to 15 digits. */
export const MOBILE_PATTERN = /^\+\d{4,15}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const UserSearchBody = z.union([
  z.object({ email: z.string().regex(EMAIL_PATTERN) }).strict(),
  z.object({ mobile: z.string().regex(MOBILE_PATTERN) }).strict(),
  z.object({ userId: z.string().min(1).max(100) }).strict(),
]);
export type UserSearchBody = z.infer<typeof UserSearchBody>;

export const EndUser = z.object({
  userId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type EndUser = z.infer<typeof EndUser>;

export const UserSearchResult = z.object({ users: z.array(EndUser) });

export const searchUsers = {
  method: 'POST',
  path: '/simplifi/v1/userManagement/users/search',
  body: UserSearchBody,
  response: UserSearchResult,
} as const;
