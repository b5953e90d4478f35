import type { FotaJob } from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useDeleteFotaJob } from '../api/delete-fota-job';
import { fotaJobsQuery } from '../api/get-fota-jobs';
import { JobDialog } from '../components/job-dialog';
import { JobTable } from '../components/job-table';

/** Manage MQTT FOTA jobs (spec 001 section 2): the list, the add/update dialog, delete after confirmation. */
export default function FotaJobsPage() {
  const jobs = useQuery(fotaJobsQuery());
  const remove = useDeleteFotaJob();
  const [dialog, setDialog] = useState<{ job: FotaJob | null } | null>(null);

  useEffect(() => {
    if (jobs.error) showAlert('danger', errorText(jobs.error, messages.jobSaveFailed));
  }, [jobs.error]);

  async function confirmDelete(job: FotaJob) {
    try {
      showAlert('success', (await remove.mutateAsync(job.jobId)).message);
    } catch (error) {
      showAlert('danger', errorText(error, messages.jobSaveFailed));
    }
  }

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} className="page-title">
          {messages.fotaJobsTitle}
        </Typography.Title>
        <Button type="primary" onClick={() => setDialog({ job: null })}>
          {messages.addNewJob}
        </Button>
      </Flex>
      <Card>
        <JobTable
          jobs={jobs.data ?? []}
          loading={jobs.isFetching}
          onEdit={(job) => setDialog({ job })}
          onDelete={confirmDelete}
        />
      </Card>
      <JobDialog open={dialog !== null} job={dialog?.job ?? null} onClose={() => setDialog(null)} />
    </Flex>
  );
}
