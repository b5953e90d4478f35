import { can } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import type { ReactNode } from 'react';
import { usePrincipal } from '@/shared/session/use-principal';
import { EmptyState } from '@/shared/ui/empty-state';
import { deviceOwnerQuery } from '../api/get-device-owner';
import type { DeviceLinks } from './device-info';

const OwnerCard = ({ children }: { children: ReactNode }) => (
  <Card title={<h2 className="card-title">{messages.userInformation}</h2>}>{children}</Card>
);

/**
 * The owner/user panel above Device Info's tabs (spec 001 section 2), not for a level-0 factory
 * admin. The owner is the user the device's onboardedBy names, found by the same user search as
 * Device Info's owner name (one request for both); out of the caller's scope it is not shown.
 */
export function DeviceOwner({ device, panel }: { device: Device; panel: DeviceLinks['owner'] }) {
  const principal = usePrincipal();
  const full = principal ? can(principal, 'deviceDetailFull') : false;
  const client = useQueryClient();
  const ownerId = device.onboardedBy ?? '';
  const owner = useQuery({ ...deviceOwnerQuery(ownerId), enabled: full && ownerId !== '' });
  if (!full) return null;
  if (!ownerId)
    return (
      <OwnerCard>
        <EmptyState text={messages.deviceNotOnboarded} />
      </OwnerCard>
    );
  if (owner.isPending) return <Spin />;
  if (!owner.data)
    return (
      <OwnerCard>
        <EmptyState text={messages.userNotFound} />
      </OwnerCard>
    );
  return panel(owner.data, () => client.invalidateQueries({ queryKey: deviceOwnerQuery(ownerId).queryKey }));
}
