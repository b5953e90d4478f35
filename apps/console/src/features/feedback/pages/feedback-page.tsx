import type { FeedbackFilterInput } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { downloadFeedbackFile } from '../api/feedback-calls';
import { datesProblem, FeedbackFiltersForm } from '../components/feedback-filters';
import { FeedbackTable } from '../components/feedback-table';
import { useFeedbackParams } from '../hooks/use-feedback-params';

/**
 * Feedback (spec 002 sections 2 and 4): filters, the ticket list and the CSV download. The filters
 * are kept in the URL; dates that cannot match (an end before the start) are not listed, End Date
 * says why.
 */
export default function FeedbackPage() {
  const { filters, setFilters } = useFeedbackParams();
  const [downloading, setDownloading] = useState(false);
  const download = (f: FeedbackFilterInput) => {
    setDownloading(true);
    downloadFeedbackFile(f)
      .catch((error) => showAlert('danger', errorText(error, messages.errorFetchingData)))
      .finally(() => setDownloading(false));
  };
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.feedbackTitle}
      </Typography.Title>
      <Card>
        <Flex vertical gap="middle">
          <FeedbackFiltersForm
            initial={filters}
            onFilter={setFilters}
            onDownload={download}
            downloading={downloading}
          />
          {datesProblem(filters) ? null : <FeedbackTable filters={filters} />}
        </Flex>
      </Card>
    </Flex>
  );
}
