/** Every dealer query under one root, so a change anywhere refreshes cards, lists and lookups. */
export const dealerKeys = {
  all: ['dealers'] as const,
  ofDevice: (deviceId: string) => [...dealerKeys.all, 'device', deviceId] as const,
  lookup: (by: string, value: string) => [...dealerKeys.all, 'lookup', by, value] as const,
  country: (country: string) => [...dealerKeys.all, 'country', country] as const,
};
