import {
  IDU_MODEL_TAGS_SHOWN,
  type IduConfigUploadErrors,
  iduConfigUploadErrors,
} from '@console/contracts/idu-config';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Form, Input, Progress, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { CategoryBrandFields } from '@/shared/ui/category-brand-fields';
import { ModelIdSelect } from '@/shared/ui/model-id-select';
import { useSaveIduConfig } from '../api/save-idu-config';
import type { IduConfigEdit } from '../idu-config-edit';

interface Values {
  category?: string;
  brand?: string;
  modelIds?: string[];
  iduConfigVersion?: string;
  file?: UploadFile[];
}

const errorsOf = (v: Values, edit: boolean): IduConfigUploadErrors =>
  iduConfigUploadErrors(
    { ...v, fileName: v.file?.[0]?.name },
    // In edit mode category and brand are the config's; the models still must be chosen.
    edit ? 'update' : 'upload',
  );

/** Upload IDU EEPROM Config, or edit one (Cancel instead of Reset); rules of spec 001 section 5. */
export function ConfigUploadForm({ edit, onDone }: { edit: IduConfigEdit | null; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveIduConfig();
  const category = Form.useWatch('category', form) ?? '';
  const brand = Form.useWatch('brand', form) ?? '';

  useEffect(() => {
    form.resetFields();
    if (edit) form.setFieldsValue({ ...edit, file: [] });
  }, [edit, form]);

  const rule = (field: keyof IduConfigUploadErrors) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as Values;
      const message =
        field === 'modelIds' && !values.modelIds?.length
          ? messages.modelIdsEmpty
          : errorsOf(values, !!edit)[field];
      if (message) throw new Error(message);
    },
  });

  async function submit(values: Values) {
    const file = values.file?.[0]?.originFileObj;
    if (!file) return;
    setProgress(0);
    try {
      await save.mutateAsync({
        target: edit?.target,
        category: values.category ?? '',
        brand: values.brand ?? '',
        modelIds: values.modelIds ?? [],
        iduConfigVersion: values.iduConfigVersion?.trim() ?? '',
        file,
        onProgress: setProgress,
      });
      showAlert('success', messages.iduConfigUploaded);
      form.resetFields();
      onDone();
    } catch (error) {
      showAlert('danger', errorText(error, messages.iduConfigUploadFailed));
    } finally {
      setProgress(null);
    }
  }

  return (
    <ConsoleForm
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={submit}
      className="idu-upload"
    >
      <CategoryBrandFields
        disabled={!!edit}
        onChange={() => form.setFieldValue('modelIds', [])}
        rule={(field) => rule(field)}
      />
      <Form.Item
        name="modelIds"
        label={messages.modelIdsLabel}
        required
        rules={[rule('modelIds')]}
        validateTrigger={['onBlur', 'onChange']}
      >
        <ModelIdSelect
          category={category}
          brand={brand}
          listBy="modelId"
          multiple
          maxTags={IDU_MODEL_TAGS_SHOWN}
          selectAll
        />
      </Form.Item>
      <Form.Item
        name="iduConfigVersion"
        label={messages.configVersionLabel}
        required
        rules={[rule('iduConfigVersion')]}
      >
        <Input placeholder="1.0" />
      </Form.Item>
      <Form.Item
        name="file"
        label={messages.iduConfigFileLabel}
        required
        rules={[rule('file')]}
        validateTrigger="onChange"
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept=".bin,.BIN">
          <Button>{messages.chooseFile}</Button>
        </Upload>
      </Form.Item>
      {progress !== null ? <Progress percent={progress} size="small" /> : null}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {messages.upload}
        </Button>
        {edit ? (
          <Button onClick={onDone}>{messages.cancel}</Button>
        ) : (
          <Button onClick={() => form.resetFields()}>{messages.reset}</Button>
        )}
      </Flex>
    </ConsoleForm>
  );
}
