/** Console roles of spec 000 section 1. */
export const ROLES = [
  'CUSTOMERSUPPORT',
  'CUSTOMERSUPPORTL1',
  'CUSTOMERSUPPORTL2',
  'CUSTOMERSUPPORTL3',
  'CUSTOMERSUPPORTL4',
  'CUSTOMERSUPPORTL3SPECIAL',
  'PRODUCTMANAGER',
  'CLOUDADMIN',
  'FACTORYADMIN',
  'FIELDOPERATOR',
  'LINETESTUSER',
  /** The system role that lists notification logs (spec 002 section 6). */
  'PUSHNOTIFICATION',
] as const;

export type Role = (typeof ROLES)[number];

/** Level derived from the highest support role held (spec 000 section 6). */
const LEVEL_BY_ROLE: Partial<Record<Role, number>> = {
  CUSTOMERSUPPORTL4: 5,
  CUSTOMERSUPPORTL3SPECIAL: 4,
  CUSTOMERSUPPORTL3: 3,
  CUSTOMERSUPPORTL2: 2,
  CUSTOMERSUPPORTL1: 1,
};

export function levelOf(roles: readonly string[]): number {
  return roles.reduce((level, role) => Math.max(level, LEVEL_BY_ROLE[role as Role] ?? 0), 0);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
