/** Query keys of the single sign-on settings; the save writes its answer under them. */
export const ssoKeys = {
  all: ['sso'] as const,
  settings: () => [...ssoKeys.all, 'settings'] as const,
};
