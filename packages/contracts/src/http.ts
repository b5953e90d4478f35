import { z } from 'zod';

/** Every error answer of the API: the console shows `message`. */
export const ErrorBody = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const API_PREFIX = '/simplifi';
export const HEADER_TENANT = 'x-tenant-id';
export const HEADER_AUTH_TOKEN = 'auth-token';
export const HEADER_CAPTCHA = 'captcha-response';
