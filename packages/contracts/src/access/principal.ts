import { levelOf, type Role } from './roles';

/** Who is asking: what every access rule is decided on, in the browser and on the server. */
export interface Principal {
  roles: readonly Role[];
  level: number;
  /** True when the session belongs to the main brand tenant (not a retail partner). */
  mainTenant: boolean;
}

export function principalOf(roles: readonly Role[], mainTenant: boolean): Principal {
  return { roles, level: levelOf(roles), mainTenant };
}

export const has = (p: Principal, role: Role): boolean => p.roles.includes(role);
