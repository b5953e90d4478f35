export const authKeys = {
  all: ['auth'] as const,
  tokenDetails: (token: string) => [...authKeys.all, 'tokenDetails', token] as const,
  ssoProvider: () => [...authKeys.all, 'ssoProvider'] as const,
};
