import { z } from 'zod';
import { messages } from '../messages';

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
export type UserSearchResult = z.infer<typeof UserSearchResult>;

export const searchUsers = {
  method: 'POST',
  path: '/simplifi/v1/userManagement/users/search',
  /** A POST that only reads: a read-only API token may call it. */
  reads: true,
  body: UserSearchBody,
  response: UserSearchResult,
} as const;

/** The e-mail edit of an end user (spec 000 sections 4, 5 and 7): the standard pattern, else 'Email is not valid'. */
export const UpdateUserEmailBody = z
  .object({
    email: z.string().trim().regex(EMAIL_PATTERN, { message: messages.emailNotValid }).max(254, {
      message: messages.emailNotValid,
    }),
    userId: z.string().min(1).max(100),
  })
  .strict();
export type UpdateUserEmailBody = z.infer<typeof UpdateUserEmailBody>;

export const updateUserEmail = {
  method: 'POST',
  path: '/simplifi/v1/userManagement/updateUserEmail',
  body: UpdateUserEmailBody,
  response: z.object({ status: z.literal('success'), message: z.string() }),
} as const;

/** Whether the e-mail edit may be sent: not empty and the standard pattern (Update disabled otherwise). */
export const isValidEmail = (email: string): boolean => {
  const value = email.trim();
  return value.length > 0 && value.length <= 254 && EMAIL_PATTERN.test(value);
};

/** How a user is named on screen: first and last name, else the user name, else the id. */
export const userDisplayName = (u: EndUser): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.userName || u.userId;
