import { messages } from '@console/contracts/messages';
import {
  type CsvSerials,
  firstQrError,
  isQrCsvFile,
  QR_MODEL_TAGS_SHOWN,
  type QrField,
  qrCreateErrors,
} from '@console/contracts/qr-codes';
import { Button, Flex, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { CategoryBrandFields } from '@/shared/ui/category-brand-fields';
import { ModelIdSelect } from '@/shared/ui/model-id-select';
import { QR_FORM_DEFAULTS, type QrFormValues, rulesFieldsOf } from '../qr-form-values';
import { readSerials } from '../read-serials';
import { useQrRun } from '../use-qr-run';
import { PrintSettingsFields } from './print-settings-fields';
import { QrRunResults } from './qr-run-results';

type Values = QrFormValues & { csv?: UploadFile[] };

/**
 * Create and Print QR Code (spec 002 sections 2, 4 and 5): category, brand, Matter choice, models,
 * a serial number or a CSV of them (none: one label per model), copies, spacings and DPI; then one
 * request per serial number, 30 in flight.
 */
export function CreateQrForm() {
  const [form] = Form.useForm<Values>();
  const category = Form.useWatch('category', form) ?? '';
  const brand = Form.useWatch('brand', form) ?? '';
  const isMatter = (Form.useWatch('matter', form) ?? 'matter') === 'matter';
  const run = useQrRun();
  const [settings, setSettings] = useState<Values>(QR_FORM_DEFAULTS);

  const rule = (field: QrField) => ({
    validator: async () => {
      const message = qrCreateErrors(rulesFieldsOf(form.getFieldsValue(true) as Values))[field];
      if (message) throw new Error(message);
    },
  });

  async function submit(values: Values) {
    const error = firstQrError(qrCreateErrors(rulesFieldsOf(values)));
    if (error) return showAlert('danger', error);
    const file = values.csv?.[0]?.originFileObj;
    let read: CsvSerials = { serials: [], duplicates: [], droppedRows: 0 };
    if (file) {
      if (!isQrCsvFile(file)) return showAlert('danger', messages.invalidQrFileType);
      read = await readSerials(file);
      if (read.serials.length === 0) return showAlert('danger', messages.emptyQrFile);
    } else if (values.productSerialNumber?.trim()) {
      read = { ...read, serials: [values.productSerialNumber.trim()] };
    }
    setSettings(values);
    await run.start(values, read);
  }

  const reset = () => {
    form.resetFields();
    run.clear();
  };

  return (
    <Flex vertical gap="middle">
      <ConsoleForm
        form={form}
        layout="vertical"
        initialValues={QR_FORM_DEFAULTS}
        onFinish={submit}
        className="qr-create"
      >
        <CategoryBrandFields
          onChange={() => form.setFieldValue('modelIds', [])}
          rule={(f) => rule(f === 'category' ? 'category' : 'brand')}
        />
        <Form.Item name="matter">
          <Radio.Group onChange={() => form.setFieldValue('modelIds', [])}>
            <Radio value="matter">{messages.matterEnabled}</Radio>
            <Radio value="nonMatter">{messages.nonMatterEnabled}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="modelIds" label={messages.qrModelNumber} required rules={[rule('modelId')]}>
          <ModelIdSelect
            category={category}
            brand={brand}
            isMatter={isMatter}
            listBy="modelNumber"
            tagClassName="qr-model-tag"
            multiple
            maxTags={QR_MODEL_TAGS_SHOWN}
          />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="productSerialNumber" label={messages.qrProductSerialNumber}>
            <Input allowClear className="qr-serial" />
          </Form.Item>
          <Form.Item
            name="csv"
            label={messages.qrCsvUpload}
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          >
            <Upload beforeUpload={() => false} maxCount={1} accept=".csv,text/csv">
              <Button>{messages.chooseFile}</Button>
            </Upload>
          </Form.Item>
        </Flex>
        <PrintSettingsFields rule={rule} />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={run.running}>
            {messages.generateQrCode}
          </Button>
          <Button onClick={reset} disabled={run.running}>
            {messages.reset}
          </Button>
        </Flex>
      </ConsoleForm>
      <QrRunResults run={run} settings={settings} />
    </Flex>
  );
}
