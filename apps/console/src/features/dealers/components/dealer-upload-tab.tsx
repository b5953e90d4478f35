import { UploadOutlined } from '@ant-design/icons';
import { MappingResult } from '@console/contracts/dealers';
import { fillMessage, messages } from '@console/contracts/messages';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useDealerChanges } from '../api/change-dealer';

const refusedOf = (error: unknown) => {
  const parsed = MappingResult.safeParse(error instanceof ApiError ? error.body : undefined);
  return parsed.success ? parsed.data : undefined;
};

/** Upload PSN Dealer Mapping: a .csv of productSerialNumber,dealerId; the result or the refused rows. */
export function DealerUploadTab() {
  const { upload } = useDealerChanges();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<MappingResult | null>(null);

  const send = () => {
    if (!file || !/\.csv$/i.test(file.name)) return showAlert('danger', messages.dealerMappingInvalidFile);
    setResult(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        setResult(res);
        showAlert('success', res.message);
      },
      onError: (error) => {
        const refused = refusedOf(error);
        if (refused) setResult(refused);
        showAlert('danger', errorText(error, messages.dealerMappingFailed));
      },
    });
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{messages.dealerUploadHint}</Typography.Text>
      <Flex gap="small" align="center" wrap>
        <Upload
          accept=".csv"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{messages.dealerUploadPick}</Button>
        </Upload>
        <Button type="primary" onClick={send} loading={upload.isPending} disabled={!file}>
          {messages.dealerUploadButton}
        </Button>
      </Flex>
      {result ? (
        <Flex vertical gap="small" className="mapping-result">
          <Alert
            type={result.refusedCount ? 'error' : 'success'}
            message={`${fillMessage(messages.dealerMappingApplied, { count: result.applied })}; ${fillMessage(
              messages.dealerMappingRefused,
              { count: result.refusedCount },
            )}`}
            description={result.refusedCount ? messages.dealerMappingAllOrNothing : undefined}
          />
          {result.refused.length ? (
            <Table
              rowKey="row"
              size="small"
              dataSource={result.refused}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: messages.dealerMappingRow, dataIndex: 'row', key: 'row', width: 80 },
                { title: messages.dealerSearchBySerial, dataIndex: 'productSerialNumber', key: 'psn' },
                { title: messages.dealerId, dataIndex: 'dealerId', key: 'dealerId' },
                { title: messages.dealerMappingReason, dataIndex: 'reason', key: 'reason' },
              ]}
            />
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
