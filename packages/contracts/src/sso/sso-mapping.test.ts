import { describe, expect, it } from 'vitest';
import { isAllowedIssuer, SsoClaimMapping } from './sso.schemas';
import { mapClaims } from './sso-mapping';

const rule = (input: Partial<SsoClaimMapping> & Pick<SsoClaimMapping, 'claim' | 'value' | 'roles'>) =>
  SsoClaimMapping.parse(input);

describe('mapClaims', () => {
  const mappings = [
    rule({
      claim: 'groups',
      value: 'support-l2',
      roles: ['CUSTOMERSUPPORTL2'],
      countries: ['in'],
      categories: ['ac'],
      brands: ['panasonic'],
    }),
    rule({
      claim: 'groups',
      value: 'fans',
      roles: ['CUSTOMERSUPPORTL1'],
      countries: ['IN'],
      categories: ['FAN'],
      brands: ['PANASONIC'],
    }),
    rule({ claim: 'department', value: 'factory', roles: ['FACTORYADMIN'] }),
  ];

  it('combines the roles and scope of every rule whose list claim contains its value', () => {
    expect(mapClaims({ groups: ['support-l2', 'fans', 'other'] }, mappings)).toEqual({
      roles: ['CUSTOMERSUPPORTL1', 'CUSTOMERSUPPORTL2'],
      entries: [{ country: 'IN', brand: 'PANASONIC', categories: ['AC', 'FAN'] }],
    });
  });

  it('matches a single-valued claim by equality and gives nothing for an absent or other value', () => {
    expect(mapClaims({ department: 'factory' }, mappings)).toEqual({ roles: ['FACTORYADMIN'], entries: [] });
    expect(mapClaims({ department: 'sales', groups: 'fans-not' }, mappings)).toEqual({
      roles: [],
      entries: [],
    });
    expect(mapClaims({ groups: { 'support-l2': true } }, mappings)).toEqual({ roles: [], entries: [] });
  });
});

describe('isAllowedIssuer', () => {
  it('takes https anywhere and http on loopback only, never credentials, a query or a fragment', () => {
    expect(isAllowedIssuer('https://login.example.com/realms/console')).toBe(true);
    expect(isAllowedIssuer('http://127.0.0.1:4135')).toBe(true);
    expect(isAllowedIssuer('http://localhost:4135/oidc')).toBe(true);
    expect(isAllowedIssuer('http://login.example.com')).toBe(false);
    expect(isAllowedIssuer('https://user:pw@login.example.com')).toBe(false);
    expect(isAllowedIssuer('https://login.example.com/?a=1')).toBe(false);
    expect(isAllowedIssuer('javascript:alert(1)')).toBe(false);
    expect(isAllowedIssuer('not a url')).toBe(false);
  });
});
