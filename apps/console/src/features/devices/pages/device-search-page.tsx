import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { deviceQuery } from '../api/get-device';
import { DeviceInfo, type DeviceLinks } from '../components/device-info';
import { DeviceOwner } from '../components/device-owner';
import { DeviceSearchForm } from '../components/device-search-form';
import { DeviceTabs } from '../components/device-tabs';
import { useDeviceSearchParams } from '../hooks/use-device-search-params';

/**
 * Device search: one device by id, MAC address or product serial (spec 001 section 2), the owner's
 * panel above the result's tabs. `links` are what the app adds from other areas (actions, logs, owner…).
 */
export default function DeviceSearchPage({ links }: { links: DeviceLinks }) {
  const { initial, search, changeType } = useDeviceSearchParams();
  const result = useQuery({ ...deviceQuery(initial.type, initial.value), enabled: initial.value !== '' });

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.deviceDetailsFailed));
  }, [result.error]);

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.searchDeviceTitle}
      </Typography.Title>
      <Card>
        <DeviceSearchForm initial={initial} onSearch={search} onTypeChange={changeType} />
      </Card>
      {initial.value && result.isFetching ? <Spin /> : null}
      {initial.value && result.data ? (
        <DeviceOwner key={`owner-${result.data.deviceId}`} device={result.data} panel={links.owner} />
      ) : null}
      {initial.value && result.data ? (
        <DeviceTabs
          key={result.data.deviceId}
          device={result.data}
          tabs={links.tabs}
          tabParams={links.tabParams}
          info={
            <DeviceInfo
              device={result.data}
              links={links}
              onSerialChanged={(serial) => {
                if (initial.type !== 'productSerialNumber') return;
                const id = result.data?.deviceId ?? '';
                search(serial ? { ...initial, value: serial } : { type: 'deviceId', value: id });
              }}
              onOffboarded={() => search({ ...initial, value: '' })}
            />
          }
        />
      ) : null}
    </Flex>
  );
}
