/** Scoped API tokens (issue 33; ours). */
export const apiTokenMessages = {
  apiTokensTitle: 'API Tokens',
  tokenNameRequired: 'Token name is mandatory.',
  tokenExpiryInvalid: 'Expiry must be a whole number of days.',
  tokenExpiryTooLong: 'A token expires within 365 days at most.',
  tokenRulesRequired: 'Choose at least one permission.',
  tokenRuleNotYours: 'A token can only be given permissions you hold yourself.',
  tokenScopeNotYours: 'A token’s data scope must stay within yours.',
  tokenNotFound: 'API token not found.',
  tokenNotAllowed: 'This API token does not allow this call.',
  tokenReadOnly: 'This API token is read-only.',
  tokenShownOnce: 'Copy the token now: it is shown only once.',
} as const;
