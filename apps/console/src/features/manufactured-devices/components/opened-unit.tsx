import type { DeviceDetail } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { manufacturedKeys } from '../api/keys';
import { fetchManufacturedUnit } from '../api/manufactured-devices';
import { DeviceDetailCard } from './device-detail-card';

interface Props {
  /** The unit the URL names (`?unit=`). */
  deviceId: string;
  /** The list's row just clicked, shown at once; a reload or a link reads the unit from the server. */
  known: DeviceDetail | null;
  onBack: () => void;
}

/** The device detail of one manufactured unit with Back (spec 002 section 4), kept in the link. */
export function OpenedUnit({ deviceId, known, onBack }: Props) {
  const fetched = useQuery({
    queryKey: manufacturedKeys.unit(deviceId),
    queryFn: ({ signal }) => fetchManufacturedUnit(deviceId, signal),
    initialData: known?.deviceId === deviceId ? known : undefined,
  });
  return (
    <Card>
      <Flex vertical gap="middle" align="start">
        <Button onClick={onBack}>{messages.back}</Button>
        {fetched.data ? (
          <DeviceDetailCard device={fetched.data} title={messages.deviceDetails} />
        ) : fetched.error ? (
          <Typography.Text type="danger" role="alert">
            {errorText(fetched.error, messages.fetchDataFailed)}
          </Typography.Text>
        ) : (
          <Spin />
        )}
      </Flex>
    </Card>
  );
}
