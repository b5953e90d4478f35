import {
  type DataScope,
  isRole,
  type PermissionEntry,
  type Principal,
  principalOf,
  type Role,
  scopeOf,
} from '@console/contracts/access';

/** What every authenticated request knows about its caller. */
export interface RequestAuth {
  token: string;
  tenantId: string;
  userId: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  mfaEnabled: boolean;
  principal: Principal;
  permissions: PermissionEntry[];
  scope: DataScope;
}

/** The caller without their token: what a session resolves to, and what the session cache holds. */
export type SessionAuth = Omit<RequestAuth, 'token'>;

export function buildSessionAuth(input: {
  tenantId: string;
  mainTenant: boolean;
  user: {
    id: string;
    userName: string;
    firstName: string;
    lastName: string;
    email: string;
    roles: string[];
    mfaEnabled: boolean;
  };
  permissions: PermissionEntry[];
}): SessionAuth {
  const roles: Role[] = input.user.roles.filter(isRole);
  return {
    tenantId: input.tenantId,
    userId: input.user.id,
    userName: input.user.userName,
    firstName: input.user.firstName,
    lastName: input.user.lastName,
    email: input.user.email,
    mfaEnabled: input.user.mfaEnabled,
    principal: principalOf(roles, input.mainTenant),
    permissions: input.permissions,
    scope: scopeOf(input.permissions),
  };
}
