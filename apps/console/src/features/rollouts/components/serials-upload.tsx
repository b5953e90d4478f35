import { fillMessage, messages } from '@console/contracts/messages';
import { Alert, Button, Flex, Form, Typography, Upload } from 'antd';
import { serialsFromCsv } from '../read-serials-csv';

export interface SerialList {
  file: string;
  serials: string[];
}

interface Props {
  list: SerialList | null;
  problem: string | null;
  onRead: (list: SerialList | null, problem: string | null) => void;
}

/**
 * The optional CSV of serial numbers, read in the browser: how many were read, or why the file is
 * refused (empty, over 10,000, not CSV). A refused file leaves no list behind.
 */
export function SerialsUpload({ list, problem, onRead }: Props) {
  const read = async (file: File) => {
    const result = serialsFromCsv(await file.text(), file.name);
    if (result.problem !== undefined) onRead(null, result.problem);
    else onRead({ file: file.name, serials: result.serials }, null);
  };
  return (
    <Form.Item label={messages.rolloutSerialsCsv} extra={messages.rolloutSerialsHelp}>
      <Flex gap="small" align="center" wrap>
        <Upload
          accept=".csv,text/csv,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void read(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button>{messages.rolloutChooseCsv}</Button>
        </Upload>
        {list ? (
          <>
            <Typography.Text role="status">
              {fillMessage(messages.rolloutSerialsRead, {
                count: list.serials.length.toLocaleString(),
                file: list.file,
              })}
            </Typography.Text>
            <Button type="link" onClick={() => onRead(null, null)}>
              {messages.rolloutSerialsRemove}
            </Button>
          </>
        ) : null}
      </Flex>
      {problem ? (
        <Alert type="error" showIcon role="alert" message={problem} style={{ marginTop: 8 }} />
      ) : null}
    </Form.Item>
  );
}
