import { MAC_PATTERN } from '@console/contracts/device-logs';
import { fillMessage, messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { showAlert } from '@/shared/ui/alert-store';
import { dacLogsQuery } from '../api/get-dac-logs';
import { useLogParams } from '../hooks/use-log-params';
import { PagedLogTable } from './paged-log-table';

type DacRow = { timestamp: number; event: string };
const columns: TableColumnsType<DacRow> = [
  { key: 'ts', title: messages.logTime, render: (_, row) => formatDateTime(row.timestamp), width: 280 },
  { key: 'event', title: messages.logEvent, dataIndex: 'event' },
];

/**
 * DAC Logs: certificate events of the device's MAC, or of another MAC typed and filtered
 * (six hex pairs with colons, else 'Please enter a valid MAC Address' and no rows).
 */
export default function DacLogTab({ deviceId, macAddress }: { deviceId: string; macAddress: string }) {
  const [typed, setTyped] = useState(macAddress);
  const [mac, setMac] = useState<string | null>(MAC_PATTERN.test(macAddress) ? macAddress : null);
  const [invalid, setInvalid] = useState(false);
  const { logPage: page, openLogPage: setPage } = useLogParams();
  const result = useQuery({ ...dacLogsQuery(deviceId, mac ?? '', page), enabled: mac !== null });
  const data = mac === null ? undefined : result.data;

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.dacLogsFailed));
  }, [result.error]);

  const filter = () => {
    const value = typed.trim();
    const ok = MAC_PATTERN.test(value);
    setInvalid(!ok);
    if (page > 0) setPage(0);
    setMac(ok ? value : null);
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input
          aria-label={messages.macAddress}
          placeholder={messages.enterMacAddressPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={filter}
          style={{ maxWidth: 280 }}
        />
        <Button type="primary" onClick={filter}>
          {messages.filter}
        </Button>
      </Flex>
      {invalid ? (
        <Typography.Text type="danger" role="alert">
          {messages.invalidMacAddress}
        </Typography.Text>
      ) : null}
      {data ? (
        <Typography.Title level={3} className="card-title">
          {fillMessage(messages.dacCount, { count: data.count })}
        </Typography.Title>
      ) : null}
      <PagedLogTable
        columns={columns}
        rows={data?.logs ?? []}
        loading={mac !== null && result.isFetching}
        page={page}
        onPage={setPage}
        rowKey={(row) => `${row.timestamp}-${row.event}`}
      />
    </Flex>
  );
}
