import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { deviceQuery } from '../api/get-device';
import { DeviceInfo, type DeviceLinks } from './device-info';

export interface DeviceDetailByIdProps {
  deviceId: string;
  onOffboarded: () => void;
  links: DeviceLinks;
}

/**
 * One device's Device Info, fetched by its id: the device detail of a User Info device tab
 * (spec 000 section 4). The lookup keeps to the caller's scope, so a device out of it is not shown.
 */
export default function DeviceDetailById({ deviceId, onOffboarded, links }: DeviceDetailByIdProps) {
  const result = useQuery(deviceQuery('deviceId', deviceId));

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.deviceDetailsFailed));
  }, [result.error]);

  if (result.isPending) return <Spin />;
  if (!result.data) return <EmptyState text={errorText(result.error, messages.deviceDetailsFailed)} />;
  return <DeviceInfo device={result.data} onOffboarded={onOffboarded} links={links} />;
}
