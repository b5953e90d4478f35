import type { UserSearchBody } from '@console/contracts/users';

export const userKeys = {
  all: ['users'] as const,
  search: (body: UserSearchBody) => [...userKeys.all, 'search', body] as const,
  homes: (userId: string) => [...userKeys.all, 'homes', userId] as const,
  home: (homeId: string) => [...userKeys.all, 'home', homeId] as const,
  appliances: (mobile: string) => [...userKeys.all, 'warranty', mobile] as const,
  appliancesOfToken: (token: string) => [...userKeys.all, 'warranty-token', token] as const,
  deviceWarranty: (deviceId: string, serial: string | null) =>
    [...userKeys.all, 'device-warranty', deviceId, serial] as const,
  product: (token: string, productId: string) =>
    [...userKeys.all, 'warranty-product', token, productId] as const,
};
