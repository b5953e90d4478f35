import { DEFAULT_JOB_PERCENTAGE } from '@console/contracts/fota-jobs';
import { fillMessage, messages } from '@console/contracts/messages';
import { devicesForPercentage, isPercentage } from '@console/contracts/rollouts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { upgradeCountQuery } from '@/shared/api/upgrade-count';

/**
 * How many devices a firing upgrades, named before the job is saved (issue 29): the job's share
 * (empty: the default, the smallest) of the model's devices not yet on its latest FOTA firmware,
 * counted as a trigger of the FOTA batch screen picks them today.
 */
export function JobDeviceCount({
  modelNumber,
  percentage,
}: {
  modelNumber?: string;
  percentage?: number | null;
}) {
  const model = modelNumber?.trim() ?? '';
  const count = useQuery(upgradeCountQuery(model));
  const share = percentage ?? DEFAULT_JOB_PERCENTAGE;
  if (!model || !isPercentage(share)) return null;
  if (count.isPending) return <Spin size="small" />;
  if (count.isError) return <Alert type="error" showIcon message={messages.upgradeCountFailed} />;
  const { deviceCount, firmwareVersion } = count.data;
  const message = firmwareVersion
    ? fillMessage(messages.jobDeviceCount, {
        percentage: share,
        model,
        version: firmwareVersion,
        devices: devicesForPercentage(deviceCount, share),
        upgradable: deviceCount,
      })
    : fillMessage(messages.jobNoFirmware, { model });
  return (
    <Alert
      type={firmwareVersion ? 'info' : 'warning'}
      showIcon
      role="status"
      className="job-device-count"
      style={{ marginBottom: 16 }}
      message={message}
    />
  );
}
