import { z } from 'zod';

/*
 * Homes of an end user and one home for the report (spec 000 sections 3 and 7). The spec gives the
 * entity's fields (homeId, homeName, address, spaces with devices, primaryUserHomeIds,
 * secondaryUserHomeIds) but not the whole answer; the user's homes come as the two lists, each
 * home whole, so the User Info page needs one call.
 */

export const HomeAddress = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type HomeAddress = z.infer<typeof HomeAddress>;

export const HomeDevice = z.object({
  deviceId: z.string(),
  deviceName: z.string().nullable(),
  category: z.string(),
});
export type HomeDevice = z.infer<typeof HomeDevice>;

export const HomeSpace = z.object({
  spaceId: z.string(),
  spaceName: z.string(),
  devices: z.array(HomeDevice),
});
export type HomeSpace = z.infer<typeof HomeSpace>;

export const Home = z.object({
  homeId: z.string(),
  homeName: z.string().nullable(),
  address: HomeAddress,
  spaces: z.array(HomeSpace),
});
export type Home = z.infer<typeof Home>;

export const UserHomes = z.object({
  userId: z.string(),
  primaryUserHomeIds: z.array(Home),
  secondaryUserHomeIds: z.array(Home),
});
export type UserHomes = z.infer<typeof UserHomes>;

const Id = z.string().trim().min(1).max(100);

export const getUserHomes = {
  method: 'GET',
  path: '/simplifi/v1/homeManagement/users/:userId/homes',
  params: z.object({ userId: Id }),
  response: UserHomes,
} as const;

export const getHome = {
  method: 'GET',
  path: '/simplifi/v1/homeManagement/homes/:homeId',
  params: z.object({ homeId: Id }),
  response: Home,
} as const;

/** A home's name, or null when it has none (the homes table then shows an empty mark, not the id). */
export const homeNameOf = (home: Pick<Home, 'homeName'>): string | null => home.homeName?.trim() || null;

/** The tab label of a home: its name, or its id when it has none (spec 000 section 2). */
export const homeLabel = (home: Pick<Home, 'homeId' | 'homeName'>): string => homeNameOf(home) ?? home.homeId;

/** Whether a home has any device in any of its spaces (Home Details shows warranty buttons when not). */
export const homeHasDevices = (home: Home): boolean => home.spaces.some((s) => s.devices.length > 0);
