import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Spin } from 'antd';
import { upgradeCountQuery } from '@/shared/api/upgrade-count';

/** 'Total Upgradable Device Count' and 'Latest Firmware Version' of the chosen model. */
export function UpgradeSummary({ modelNumber }: { modelNumber: string }) {
  const count = useQuery(upgradeCountQuery(modelNumber));
  if (count.isPending) return <Spin size="small" />;
  if (count.isError) return <Alert type="error" showIcon message={messages.upgradeCountFailed} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="upgrade-summary"
      style={{ marginBottom: 24 }}
      items={[
        { key: 'count', label: messages.totalUpgradableDeviceCount, children: count.data.deviceCount },
        {
          key: 'version',
          label: messages.latestFirmwareVersion,
          children: count.data.firmwareVersion ?? '—',
        },
      ]}
    />
  );
}
