import { z } from 'zod';
import { ActionResult } from '../devices/device-actions.schemas';
import { DeviceLogParams } from '../devices/device-logs.schemas';
import { messages } from '../messages';
import { EMAIL_PATTERN } from '../users/users.schemas';

/*
 * Dealers (spec 001 section 3, spec 002 sections 3, 5 and 7). The device's dealer card reads the
 * dealer of the device's product serial number; edit and delete act on the dealer by id.
 */

const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

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
    city: z
      .string()
      .trim()
      .regex(/^[\p{L} .'-]+$/u, messages.dealerCityRequired)
      .max(100),
    pincode: optionalText(10).refine((v) => v === null || /^\d+$/.test(v), messages.dealerPincodeInvalid),
  }),
  socials: z.object({ facebook: optionalText(300), instagram: optionalText(300), x: optionalText(300) }),
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
