export const authKeys = {
  all: ['auth'] as const,
  tokenDetails: (token: string) => [...authKeys.all, 'tokenDetails', token] as const,
};
