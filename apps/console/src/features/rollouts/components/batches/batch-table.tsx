import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import { rolloutOf } from '@console/contracts/paths';
import { batchDeletable, type FotaBatch } from '@console/contracts/rollouts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DisabledWithReason, unavailableButton } from '@/shared/ui/disabled-with-reason';
import { useReportDownload } from '../../hooks/use-report-download';
import { DeleteBatchModal } from './delete-batch-modal';

interface Props {
  batches: FotaBatch[];
  loading: boolean;
}

/** A rollout's batch names its rollout: a phase's batch with the phase's number, else its rollback. */
const rolloutLinkText = ({ name, phase }: NonNullable<FotaBatch['rollout']>) =>
  phase === null
    ? fillMessage(messages.batchRollbackLink, { name })
    : fillMessage(messages.batchRolloutPhaseLink, { n: phase, name });

/** The batch list with true counts; download a batch's report or delete it. */
export function BatchTable({ batches, loading }: Props) {
  const [toDelete, setToDelete] = useState<string | null>(null);
  const report = useReportDownload();

  const columns: TableColumnsType<FotaBatch> = [
    {
      title: messages.batchId,
      dataIndex: 'batchId',
      key: 'batchId',
      // A rollout's batch links to its rollout, where it is paused, aborted or followed, by name
      // (and phase): 'Phase 2 of Spring release'.
      render: (_, b) =>
        b.rollout ? (
          <>
            {b.batchId}
            <br />
            {/* In the link colour: grey secondary text did not read as a link. */}
            <Link to={rolloutOf(b.rollout.rolloutId)}>{rolloutLinkText(b.rollout)}</Link>
          </>
        ) : (
          b.batchId
        ),
    },
    { title: messages.firmwareVersion, dataIndex: 'firmwareVersion', key: 'firmwareVersion' },
    { title: messages.totalDevices, dataIndex: 'totalDevices', key: 'totalDevices', align: 'right' },
    {
      title: messages.successfullyUpgraded,
      dataIndex: 'successfyllyUpgraded',
      key: 'upgraded',
      align: 'right',
    },
    { title: messages.mqttCommandFailed, dataIndex: 'mqttCommandFailed', key: 'failed', align: 'right' },
    { title: messages.mqttCommandSent, dataIndex: 'mqttCommandSent', key: 'sent', align: 'right' },
    {
      title: messages.downloadReport,
      key: 'report',
      align: 'center',
      render: (_, b) => (
        <Button
          type="text"
          icon={<DownloadOutlined />}
          aria-label={`${messages.downloadReport} ${b.batchId}`}
          loading={report.running === b.batchId}
          onClick={() => report.download(b.batchId)}
        />
      ),
    },
    {
      title: messages.deleteBatch,
      key: 'delete',
      align: 'center',
      render: (_, b) => {
        const deletable = batchDeletable(b.rollout?.state);
        const button = (describedBy?: string) => (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${messages.deleteBatch} ${b.batchId}`}
            aria-describedby={describedBy}
            {...(deletable ? { onClick: () => setToDelete(b.batchId) } : unavailableButton)}
          />
        );
        if (deletable) return button();
        return <DisabledWithReason reason={messages.batchOfRunningRollout}>{button}</DisabledWithReason>;
      },
    },
  ];

  return (
    <>
      <Table<FotaBatch>
        rowKey="batchId"
        size="small"
        columns={columns}
        dataSource={batches}
        loading={loading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      <DeleteBatchModal batchId={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
