import type { ChildDevice } from '@console/contracts/device-actions';
import { groupChildren } from '@console/contracts/device-actions';
import { fillMessage, messages } from '@console/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  type CheckboxProps,
  Collapse,
  Flex,
  Spin,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { deviceKeys } from '@/shared/api/device-keys';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { EmptyState } from '@/shared/ui/empty-state';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { deviceChildrenQuery } from '../api/get-device-children';
import { callOffboard } from '../api/offboard-device';

/**
 * Fixed widths (with a fixed table layout) so that the columns of every link's table line up;
 * the last column takes what is left, the same in each table as they are equally wide, and at
 * least PSN_MIN_WIDTH: a narrower screen scrolls the table sideways in its own region.
 */
const columns: TableColumnsType<ChildDevice> = [
  {
    key: 'idu',
    title: messages.iduNumber,
    width: 120,
    ellipsis: true,
    render: (_, c) => c.ieeeAddressParts.iduNumber ?? '—',
  },
  { key: 'deviceId', title: messages.deviceId, dataIndex: 'deviceId', width: 220, ellipsis: true },
  { key: 'modelNumber', title: messages.modelNumber, dataIndex: 'modelNumber', width: 220, ellipsis: true },
  {
    key: 'psn',
    title: messages.productSerialNumber,
    ellipsis: true,
    render: (_, c) => c.productSerialNumber ?? '—',
  },
];
const SELECT_COLUMN_WIDTH = 48;
const PSN_MIN_WIDTH = 160;
const FIXED_WIDTH = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);

/**
 * A gateway's Child Devices (spec 001 sections 2 and 4): by adapter, then link, by IDU number.
 * The selected children are offboarded one by one; the run succeeds if one does, then the
 * selection clears and the list reloads.
 */
export function ChildDevices({ deviceId, mayOffboard }: { deviceId: string; mayOffboard: boolean }) {
  const client = useQueryClient();
  const children = useQuery(deviceChildrenQuery(deviceId));
  const [selected, setSelected] = useState<string[]>([]);
  const [running, setRunning] = useState(false);

  async function offboardSelected() {
    setRunning(true);
    const results = [];
    for (const id of selected)
      results.push(
        await callOffboard(id).then(
          () => null,
          (e: unknown) => e,
        ),
      );
    setRunning(false);
    const failure = results.find((r) => r !== null);
    if (results.some((r) => r === null)) {
      showAlert('success', messages.offboarded);
      setSelected([]);
      await client.invalidateQueries({ queryKey: deviceKeys.all });
    } else showAlert('danger', errorText(failure, messages.offboardFailed));
  }

  const adapters = groupChildren(children.data ?? []);
  const minWidth = FIXED_WIDTH + PSN_MIN_WIDTH + (mayOffboard ? SELECT_COLUMN_WIDTH : 0);
  const panels = adapters.map((adapter) => {
    const adapterLabel = fillMessage(messages.adapterLabel, { id: adapter.czAdapterId ?? '—' });
    return {
      key: adapter.czAdapterId ?? '—',
      label: adapterLabel,
      children: adapter.links.map((link) => {
        const linkLabel = fillMessage(messages.linkLabel, { n: link.linkNumber ?? '—' });
        return (
          <Flex vertical key={link.linkNumber ?? '—'} gap={4}>
            <Typography.Text strong>{linkLabel}</Typography.Text>
            <ScrollRegion label={`${adapterLabel}, ${linkLabel}`}>
              <Table<ChildDevice>
                size="small"
                rowKey="deviceId"
                pagination={false}
                tableLayout="fixed"
                style={{ minWidth }}
                columns={columns}
                dataSource={link.children}
                locale={{ emptyText: messages.noDevicesOnLink }}
                rowSelection={
                  mayOffboard
                    ? {
                        columnWidth: SELECT_COLUMN_WIDTH,
                        selectedRowKeys: selected,
                        onChange: (keys) => setSelected(keys.map(String)),
                        // antd forwards it to the input, but its props type has no aria attributes.
                        getCheckboxProps: (c) => ({ 'aria-label': c.deviceId }) as CheckboxProps,
                      }
                    : undefined
                }
              />
            </ScrollRegion>
          </Flex>
        );
      }),
    };
  });

  return (
    <Card
      title={<h2 className="card-title">{messages.childDevices}</h2>}
      extra={
        mayOffboard ? (
          <ConfirmAction
            title={messages.offboardSelected}
            description={messages.offboardConfirm}
            onConfirm={offboardSelected}
            disabled={selected.length === 0}
          >
            <Button danger disabled={selected.length === 0} loading={running}>
              {messages.offboardSelected}
            </Button>
          </ConfirmAction>
        ) : null
      }
    >
      {children.isPending ? <Spin /> : null}
      {children.data && adapters.length === 0 ? (
        <EmptyState text={fillMessage(messages.noAdapters, { id: deviceId })} />
      ) : null}
      {adapters.length > 0 ? <Collapse defaultActiveKey={panels.map((p) => p.key)} items={panels} /> : null}
    </Card>
  );
}
