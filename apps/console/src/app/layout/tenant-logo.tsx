import { Typography } from 'antd';
import { useTenant } from '@/shared/tenant/tenant-context';

/** The tenant's logo, or its name when it has none. */
export function TenantLogo() {
  const tenant = useTenant();
  return tenant.tenantLogoUrl ? (
    <img className="app-logo" src={tenant.tenantLogoUrl} alt={tenant.tenantDisplayName} />
  ) : (
    <Typography.Text strong>{tenant.tenantDisplayName}</Typography.Text>
  );
}
