import { z } from 'zod';
import { ActionResult } from '../http';

const Text = z.string().trim().max(100);

/**
 * The spec's report of a device with no warranty match (spec 001 section 7), sent when the agent
 * proceeds past 'Please update Product Serial Number …' without updating it. Only `deviceId` decides:
 * the server stores the model number, category, product serial number and owner from its own device
 * row, so the other fields are accepted for the spec's sake but a client cannot plant false data.
 */
export const WarrantyMismatchBody = z
  .object({
    deviceId: Text.min(1),
    modelNumber: Text.optional(),
    category: Text.optional(),
    productSerialNumber: Text.nullish(),
    onboardedBy: Text.nullish(),
  })
  .strict();
export type WarrantyMismatchBody = z.infer<typeof WarrantyMismatchBody>;

export const reportWarrantyMismatch = {
  method: 'POST',
  path: '/simplifi/v1/upload',
  body: WarrantyMismatchBody,
  response: ActionResult,
} as const;
