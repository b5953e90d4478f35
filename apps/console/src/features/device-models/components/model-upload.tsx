import { UploadOutlined } from '@ant-design/icons';
import { parseModelFile } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Button, Upload } from 'antd';
import { showAlert } from '@/shared/ui/alert-store';

/** Upload Device Model: a JSON file that pre-fills the form in add mode (spec 001 section 5). */
export function ModelUpload({ onModel }: { onModel: (model: Record<string, unknown>) => void }) {
  const read = async (file: File) => {
    const parsed = parseModelFile(await file.text());
    if (parsed.ok) onModel(parsed.model);
    else showAlert('danger', messages[parsed.code]);
  };
  return (
    <Upload
      accept=".json,application/json"
      showUploadList={false}
      beforeUpload={(file) => {
        void read(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>{messages.uploadDeviceModel}</Button>
    </Upload>
  );
}
