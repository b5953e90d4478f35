import { z } from 'zod';

/** Every error answer of the API: the console shows `message`. */
export const ErrorBody = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The answer of an action that changes something (offboard, edit, send, report …): its message is shown. */
export const ActionResult = z.object({ status: z.literal('success'), message: z.string() });
export type ActionResult = z.infer<typeof ActionResult>;

export const API_PREFIX = '/simplifi';
export const HEADER_TENANT = 'x-tenant-id';
export const HEADER_AUTH_TOKEN = 'auth-token';
export const HEADER_CAPTCHA = 'captcha-response';

/** CSV fields and lines, written alike by the server's exports and the console's downloads. */
export { CSV_PATTERNS, csvField, csvLine } from './csv';
