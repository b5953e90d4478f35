import { z } from 'zod';
import { DeviceLogParams } from '../device-logs/device-logs.schemas';
import { ActionResult } from '../http';

/*
 * The actions of Device Info (spec 001 sections 4, 6 and 7): offboarding, a gateway's children,
 * and the model number and product serial number edits.
 */

/** Every action answers with its outcome and the catalogue text to show. */
/** What decides whether a device is onboarded somewhere, as the server stores it. */
type OnboardingState = { onboardedAt: number | null; homeId: string | null; parentDeviceId: string | null };

/**
 * Whether a device has anything to offboard: onboarded, or still in a home or under a gateway (a
 * half-cleared record can be offboarded to finish the job). The server refuses Offboard otherwise
 * and the console disables it by the same rule.
 */
export const hasOnboarding = (d: OnboardingState) =>
  d.onboardedAt !== null || d.homeId !== null || d.parentDeviceId !== null;

/** The product serial may change only while the device has no onboardedAt (spec 001 section 4). */
export const serialEditable = (d: Pick<OnboardingState, 'onboardedAt'>) => d.onboardedAt === null;

/** A child of a gateway and its place on it (spec 001 section 3, "Child device"). */
export const ChildDevice = z.object({
  deviceId: z.string(),
  modelNumber: z.string(),
  productSerialNumber: z.string().nullable(),
  ieeeAddressParts: z.object({
    czAdapterId: z.string().nullable(),
    linkNumber: z.number().nullable(),
    iduNumber: z.number().nullable(),
  }),
});
export type ChildDevice = z.infer<typeof ChildDevice>;

export const getDeviceChildren = {
  method: 'GET',
  path: '/simplifi/v1/deviceservices/device/:id/children',
  params: DeviceLogParams,
  response: z.array(ChildDevice),
} as const;

export const offboardDevice = {
  method: 'POST',
  path: '/simplifi/v1/deviceManagement/devices/:id/deviceOffboard',
  params: DeviceLogParams,
  response: ActionResult,
} as const;

const Text = z.string().trim().max(100);

/**
 * One field a call: the model number (trimmed, never empty), or the product serial number
 * (trimmed; blank sends an empty serial, which clears it).
 */
export const UpdateDeviceBody = z.union([
  z.object({ modelNumber: Text.min(1) }).strict(),
  z.object({ productSerialNumber: Text }).strict(),
]);
export type UpdateDeviceBody = z.infer<typeof UpdateDeviceBody>;

export const updateDevice = {
  method: 'PUT',
  path: '/simplifi/v1/deviceManagement/device/:id',
  params: DeviceLogParams,
  body: UpdateDeviceBody,
  response: ActionResult,
} as const;

/** A gateway's children grouped by adapter, then link, each link sorted by IDU number (spec 001 section 2). */
export interface ChildLink {
  linkNumber: number | null;
  children: ChildDevice[];
}
export interface ChildAdapter {
  czAdapterId: string | null;
  links: ChildLink[];
}

const byNullable = <T extends string | number>(a: T | null, b: T | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

export function groupChildren(children: readonly ChildDevice[]): ChildAdapter[] {
  const adapters = new Map<string | null, Map<number | null, ChildDevice[]>>();
  for (const child of children) {
    const { czAdapterId, linkNumber } = child.ieeeAddressParts;
    const links = adapters.get(czAdapterId) ?? new Map<number | null, ChildDevice[]>();
    adapters.set(czAdapterId, links);
    links.set(linkNumber, [...(links.get(linkNumber) ?? []), child]);
  }
  return [...adapters.entries()]
    .sort(([a], [b]) => byNullable(a, b))
    .map(([czAdapterId, links]) => ({
      czAdapterId,
      links: [...links.entries()]
        .sort(([a], [b]) => byNullable(a, b))
        .map(([linkNumber, list]) => ({
          linkNumber,
          children: list.sort((a, b) =>
            byNullable(a.ieeeAddressParts.iduNumber, b.ieeeAddressParts.iduNumber),
          ),
        })),
    }));
}
