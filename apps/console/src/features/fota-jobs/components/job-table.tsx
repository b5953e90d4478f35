import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type FotaJob, formatJobTime } from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Popconfirm, Table } from 'antd';
import { formatDate } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';

interface Props {
  jobs: FotaJob[];
  loading: boolean;
  onEdit: (job: FotaJob) => void;
  onDelete: (job: FotaJob) => void;
}

/** Job Name, End Date, Days of Week, Time (12-hour), Action (spec 001 section 2). */
export function JobTable({ jobs, loading, onEdit, onDelete }: Props) {
  const columns = [
    { title: messages.jobName, dataIndex: 'name', key: 'name' },
    {
      title: messages.endDate,
      key: 'endDate',
      render: (_: unknown, j: FotaJob) => formatDate(j.endDate.$date),
    },
    { title: messages.daysOfWeek, key: 'days', render: (_: unknown, j: FotaJob) => j.frequency.day_of_week },
    {
      title: messages.time,
      key: 'time',
      render: (_: unknown, j: FotaJob) => formatJobTime(Number(j.frequency.hour), Number(j.frequency.minute)),
    },
    {
      title: messages.action,
      key: 'action',
      render: (_: unknown, j: FotaJob) => (
        <Flex gap="small">
          <Button
            icon={<EditOutlined />}
            aria-label={`${messages.editJob} ${j.name}`}
            onClick={() => onEdit(j)}
          />
          <Popconfirm title={messages.confirmDeleteJob} onConfirm={() => onDelete(j)}>
            <Button danger icon={<DeleteOutlined />} aria-label={`${messages.deleteJob} ${j.name}`} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <Table<FotaJob>
      rowKey="jobId"
      columns={columns}
      dataSource={jobs}
      loading={loading}
      pagination={false}
      scroll={{ y: '58vh' }}
      locale={{ emptyText: <EmptyState text={messages.noFotaJobs} /> }}
    />
  );
}
