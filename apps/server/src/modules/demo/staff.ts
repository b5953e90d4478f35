import { levelOf, type Role } from '@console/contracts/access';
import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import type { DemoAccount } from '@console/contracts/demo';
import type { staffPermissions, staffUsers } from '../../platform/db/schema';
import type { Rng } from './prng';
import { MAIN_BRANDS, MAIN_TENANT_ID } from './tenants';
import { enrol, hasDemoTotp, type TotpEnrolment } from './totp-secrets';

/** Every demo staff account signs in with this password (documented in demo-accounts.json). */
export const DEMO_PASSWORD = 'Demo@1234';

interface StaffSpec {
  tenantId: string;
  username: string;
  roles: Role[];
  firstName: string;
  lastName: string;
}

const main = (username: string, roles: Role[], firstName: string, lastName: string): StaffSpec => ({
  tenantId: MAIN_TENANT_ID,
  username,
  roles,
  firstName,
  lastName,
});

/*
 * One account per role shape of spec 000 section 6. CUSTOMERSUPPORT alone is level 0 and could not
 * sign in, so demo.cs also holds L1; demo.norole exists to show the refusal.
 */
const FIRST_STAFF: StaffSpec[] = [
  main('demo.cs', ['CUSTOMERSUPPORT', 'CUSTOMERSUPPORTL1'], 'Chitra', 'Sen'),
  main('demo.l1', ['CUSTOMERSUPPORTL1'], 'Lakshmi', 'Iyer'),
  main('demo.l2', ['CUSTOMERSUPPORTL2'], 'Lokesh', 'Rao'),
  main('demo.l3', ['CUSTOMERSUPPORTL3'], 'Leela', 'Menon'),
  main('demo.l3special', ['CUSTOMERSUPPORTL3SPECIAL'], 'Sameer', 'Pillai'),
  main('demo.l4', ['CUSTOMERSUPPORTL4'], 'Lalit', 'Kapoor'),
  main('demo.pm', ['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3'], 'Priya', 'Mehta'),
  main('demo.cloudadmin', ['CLOUDADMIN', 'CUSTOMERSUPPORTL3'], 'Karan', 'Arora'),
  main('demo.factoryadmin', ['FACTORYADMIN'], 'Farah', 'Khan'),
  main('demo.fieldop', ['FIELDOPERATOR', 'FACTORYADMIN'], 'Omkar', 'Joshi'),
  main('demo.linetest', ['LINETESTUSER', 'FACTORYADMIN'], 'Tanvi', 'Desai'),
  main('demo.norole', [], 'Nikhil', 'Bose'),
  {
    tenantId: 'northmart',
    username: 'partner.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    firstName: 'Nora',
    lastName: 'Marsh',
  },
  {
    tenantId: 'northmart',
    username: 'partner.l1',
    roles: ['CUSTOMERSUPPORTL1'],
    firstName: 'Ned',
    lastName: 'Moss',
  },
  {
    tenantId: 'southhome',
    username: 'partner.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    firstName: 'Sara',
    lastName: 'Holm',
  },
  {
    tenantId: 'southhome',
    username: 'partner.l1',
    roles: ['CUSTOMERSUPPORTL1'],
    firstName: 'Sven',
    lastName: 'Hart',
  },
];

/*
 * Accounts added since: built after all the others, from a stream of their own (buildStaff's
 * `laterRng`), so adding them changed no other demo id or two-step secret.
 */
const LATER_STAFF: StaffSpec[] = [
  // A second person with firmware rights (level above 4): a rollout too large for one person
  // waits for someone else's approval (decision 0035), so the demo needs two.
  main('demo.approver', ['CUSTOMERSUPPORTL4'], 'Anjali', 'Nair'),
];

export const DEMO_STAFF: StaffSpec[] = [...FIRST_STAFF, ...LATER_STAFF];

/** IN plus two neighbouring countries, every category, the tenant's brands. */
const PERMISSION_COUNTRIES = ['IN', 'SL1', 'BGD'] as const;

export function brandsOf(tenantId: string): readonly string[] {
  return tenantId === MAIN_TENANT_ID ? MAIN_BRANDS : ['PANASONIC'];
}

export function staffEmail(spec: { tenantId: string; username: string }): string {
  const domain = spec.tenantId === MAIN_TENANT_ID ? 'console.example' : `${spec.tenantId}.example`;
  return `${spec.username}@${domain}`;
}

export function demoAccountOf(spec: StaffSpec, totpSecret?: string): DemoAccount {
  return {
    username: spec.username,
    password: DEMO_PASSWORD,
    roles: [...spec.roles],
    level: levelOf(spec.roles),
    email: staffEmail(spec),
    ...(totpSecret ? { totpSecret } : {}),
  };
}

type StaffRow = typeof staffUsers.$inferInsert;
type PermissionRow = typeof staffPermissions.$inferInsert;

/**
 * Staff rows. With `totp`, main-tenant accounts (but demo.l2 and demo.norole) get two-step; their
 * plain secrets come back in `totpSecrets` by user name, for demo-accounts.json. The accounts
 * added since the first ones draw their ids from `laterRng`.
 */
export function buildStaff(rng: Rng, passwordHash: string, now: Date, totp?: TotpEnrolment, laterRng = rng) {
  const users: StaffRow[] = [];
  const permissions: PermissionRow[] = [];
  const totpSecrets = new Map<string, string>();
  const specs = [
    ...FIRST_STAFF.map((spec) => ({ spec, ids: rng })),
    ...LATER_STAFF.map((spec) => ({ spec, ids: laterRng })),
  ];
  for (const { spec, ids } of specs) {
    const id = ids.uuid();
    const device = totp && hasDemoTotp(spec) ? enrol(totp) : null;
    if (device) totpSecrets.set(spec.username, device.secret);
    users.push({
      id,
      tenantId: spec.tenantId,
      userName: spec.username,
      email: staffEmail(spec),
      firstName: spec.firstName,
      lastName: spec.lastName,
      passwordHash,
      roles: spec.roles,
      mfaEnabled: device !== null,
      totpSecretEnc: device?.sealed ?? null,
      passwordChangedAt: now,
    });
    for (const country of PERMISSION_COUNTRIES) {
      for (const brand of brandsOf(spec.tenantId)) {
        permissions.push({
          id: ids.uuid(),
          tenantId: spec.tenantId,
          staffUserId: id,
          country,
          categories: [...DEVICE_CATEGORIES],
          brand,
        });
      }
    }
  }
  return { users, permissions, totpSecrets };
}
