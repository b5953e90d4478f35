import { z } from 'zod';
import { dataCountryOf } from '../access/scope';
import { LIST_FETCH_SIZE, MAX_PAGE_NUMBER } from '../constants';
import { DeviceLogParams } from '../device-logs/device-logs.schemas';
import { ActionResult } from '../http';
import { messages } from '../messages';
import { EMAIL_PATTERN } from '../users/users.schemas';

/*
 * Dealers (spec 001 section 3, spec 002 sections 3, 5 and 7). The device's dealer card reads the
 * dealer of the device's product serial number; edit and delete act on the dealer by id.
 */

/** A web address: http(s) or no scheme (shown as https), a host name, no credentials or port. */
const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/** A dealer's page on a social network: a web address like the website (http or https, no credentials). */
const socialLink = optionalText(300).refine(
  (v) => v === null || URL_PATTERN.test(v),
  messages.dealerSocialInvalid,
);

export const DealerPhone = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\d{3,15}$/, messages.dealerPhoneInvalid),
  type: z.enum(['free', 'paid']).default('free'),
});

export const DealerBody = z.object({
  name: z.string().trim().min(1, messages.dealerNameRequired).max(200),
  website: optionalText(300).refine((v) => v === null || URL_PATTERN.test(v), messages.dealerWebsiteInvalid),
  email: optionalText(254).refine((v) => v === null || EMAIL_PATTERN.test(v), messages.dealerEmailInvalid),
  phone: z.array(DealerPhone).max(10),
  /** A country code, shown upper case. */
  country: z
    .string()
    .trim()
    .min(1, messages.dealerCountryRequired)
    .max(3)
    .transform((v) => v.toLowerCase()),
  address: z.object({
    line1: z.string().trim().min(1, messages.dealerLine1Required).max(200),
    line2: optionalText(200),
    // Letters only, as spec 002 section 5 says; an empty city gets the spec's text, a city with
    // other characters ('Mumbai 2') the rule's own (issue 29: it was told it was empty).
    city: z
      .string()
      .trim()
      .min(1, messages.dealerCityRequired)
      .regex(/^[\p{L} .'-]+$/u, messages.dealerCityLettersOnly)
      .max(100),
    /** The pin code, a number (spec 002 section 3). */
    pin: z
      .number({ error: messages.dealerPincodeInvalid })
      .int(messages.dealerPincodeInvalid)
      .min(0, messages.dealerPincodeInvalid)
      .max(9_999_999_999, messages.dealerPincodeInvalid)
      .nullable(),
  }),
  socials: z.object({ facebook: socialLink, instagram: socialLink, x: socialLink }),
});
export type DealerBody = z.infer<typeof DealerBody>;
export type DealerInput = z.input<typeof DealerBody>;

export const Dealer = DealerBody.extend({ id: z.string() });
export type Dealer = z.infer<typeof Dealer>;

export const DealerIdQuery = z.object({ id: z.string().trim().min(1, messages.invalidDealerId).max(100) });

export const getDeviceDealer = {
  method: 'GET',
  path: '/simplifi/v1/deviceservices/device/:id/dealer',
  params: DeviceLogParams,
  response: Dealer,
} as const;

export const updateDealer = {
  method: 'PUT',
  path: '/simplifi/v1/deviceservices/dealer',
  query: DealerIdQuery,
  body: DealerBody,
  response: ActionResult,
} as const;

export const deleteDealer = {
  method: 'DELETE',
  path: '/simplifi/v1/deviceservices/dealer',
  query: DealerIdQuery,
  response: ActionResult,
} as const;

export const createDealer = {
  method: 'POST',
  path: '/simplifi/v1/deviceservices/dealer',
  body: DealerBody,
  response: ActionResult.extend({ id: z.string() }),
} as const;

export const getDealer = {
  method: 'GET',
  path: '/simplifi/v1/deviceservices/dealer',
  query: DealerIdQuery,
  response: Dealer,
} as const;

/**
 * Search by Country (spec 002 section 2) takes the country's name ('India') as well as its code
 * ('IN', 'IND'); the dealers keep the code. A short text that is no known country is taken as a
 * code (it finds nothing); a longer one is 'Invalid Country'.
 */
export const DealerListQuery = z.object({
  country: z
    .string()
    .trim()
    .min(1, messages.invalidCountry)
    .max(60, messages.invalidCountry)
    .transform((v, ctx) => {
      const code = dataCountryOf(v) ?? (v.length <= 3 ? v.toLowerCase() : undefined);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: messages.invalidCountry });
      return z.NEVER;
    }),
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(LIST_FETCH_SIZE).default(LIST_FETCH_SIZE),
});

/** One server page of a country's dealers, by id; fewer than `size` means the last page. */
export const listDealers = {
  method: 'GET',
  path: '/simplifi/v1/deviceservices/dealers',
  query: DealerListQuery,
  response: z.array(Dealer),
} as const;

export const DealerSerialQuery = z.object({
  productSerialNumber: z.string().trim().min(1, messages.invalidProductSerialNumber).max(100),
});

/** Ours (the spec names the call without its path): the dealer who sold this product serial number. */
export const getDealerBySerial = {
  method: 'GET',
  path: '/simplifi/v1/deviceservices/device/dealer',
  query: DealerSerialQuery,
  response: Dealer,
} as const;

/** The multipart field of the PSN dealer mapping upload, and the CSV columns it reads. */
export const DEALER_MAPPING_FIELD = 'csv_file';
export const DEALER_MAPPING_COLUMNS = ['productSerialNumber', 'dealerId'] as const;
/** One upload's most rows: a generous bound, so a runaway file cannot hold the server. */
export const DEALER_MAPPING_MAX_ROWS = 200_000;

export const MappingRefusal = z.object({
  /** The CSV line the row came from (the header is line 1). */
  row: z.number(),
  productSerialNumber: z.string(),
  dealerId: z.string(),
  reason: z.string(),
});
export type MappingRefusal = z.infer<typeof MappingRefusal>;

/** At most this many refused rows are listed; `refusedCount` counts them all. */
export const DEALER_MAPPING_REFUSALS_LISTED = 1000;

export const MappingResult = z.object({
  message: z.string(),
  applied: z.number(),
  refusedCount: z.number(),
  refused: z.array(MappingRefusal),
});
export type MappingResult = z.infer<typeof MappingResult>;

/** Applied in one transaction, or, when any row is refused, not at all (then `applied` is 0). */
export const uploadDealerMapping = {
  method: 'POST',
  path: '/simplifi/v1/deviceservices/device/dealer',
  response: MappingResult,
  /** A 400: rows refused (the result's fields, nothing applied), or a plain error (file, header). */
  refusedResponse: MappingResult.partial().extend({
    statusCode: z.number().optional(),
    code: z.string().optional(),
    message: z.string(),
  }),
} as const;
