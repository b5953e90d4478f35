import { UploadOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { BROADCAST_COUNTRIES, MAX_CATEGORY_TAGS } from '@console/contracts/notifications';
import type { FormInstance } from 'antd';
import { Button, Checkbox, DatePicker, Form, Input, Row, Select, Upload } from 'antd';
import { DATE_FORMATS } from '@/shared/format/dates';
import { showAlert } from '@/shared/ui/alert-store';
import { type SendFormValues, userIdsFromCsv } from '../notification-view';
import { FORM_GUTTER, GridField } from './form-grid';

interface Props {
  form: FormInstance<SendFormValues>;
  /** Country, device ownership, login window and broadcast: level 4 and above. */
  broad: boolean;
  categories: string[];
}

/** The Users block: ids typed or from a CSV, then the broad choices for level 4 and above. */
export function UsersBlock({ form, broad, categories }: Props) {
  async function upload(file: File) {
    if (!file.name.toLowerCase().endsWith('.csv')) {
      showAlert('danger', messages.uploadCsvFile);
      return false;
    }
    try {
      const ids = userIdsFromCsv(await file.text());
      if (ids.length === 0) throw new Error('empty');
      form.setFieldsValue({ userIds: ids.join('\n') });
      form.setFields([{ name: 'userIds', errors: [] }]);
    } catch {
      showAlert('danger', messages.parseUserIdsFailed);
    }
    return false;
  }
  return (
    <fieldset className="notification-block">
      <legend>Users</legend>
      <Form.Item label="User Ids" name="userIds" extra="One per line, or separated by commas">
        <Input.TextArea rows={3} placeholder="User ids" />
      </Form.Item>
      <Form.Item>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={upload}>
          <Button icon={<UploadOutlined />}>Upload User Ids (CSV)</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="broadcast" valuePropName="checked">
        <Checkbox disabled={!broad}>Broadcast</Checkbox>
      </Form.Item>
      <Row gutter={FORM_GUTTER}>
        <GridField label="Country" name="country">
          <Select
            allowClear
            disabled={!broad}
            className="full-width"
            placeholder="All countries"
            options={Object.entries(BROADCAST_COUNTRIES).map(([value, label]) => ({
              value,
              label: `${label} (${value})`,
            }))}
          />
        </GridField>
        <GridField label="Device Ownership" name="categories">
          <Select
            mode="multiple"
            allowClear
            disabled={!broad}
            maxCount={MAX_CATEGORY_TAGS}
            maxTagCount={MAX_CATEGORY_TAGS}
            className="full-width"
            options={categories.map((c) => ({ value: c, label: c }))}
          />
        </GridField>
        <GridField label="Last Login" name="lastLogin">
          <DatePicker.RangePicker
            format={DATE_FORMATS.pickerDate}
            disabled={!broad}
            allowEmpty={[true, true]}
            className="full-width"
          />
        </GridField>
      </Row>
    </fieldset>
  );
}
