import {
  type DataScope,
  isRole,
  type PermissionEntry,
  type Principal,
  principalOf,
  type Role,
  scopeOf,
} from '@console/contracts/access';

/**
 * What every authenticated request knows about its caller: what its session resolves to, shared
 * (frozen) by the session's requests through the session cache. The bearer token is not in it
 * (the cache holds none, decision 0001); the few calls that need it read it from the request.
 */
export interface RequestAuth {
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
}): RequestAuth {
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
