import {
  IDU_MODEL_TAGS_SHOWN,
  type IduConfigSearch,
  iduConfigSearchError,
} from '@console/contracts/idu-config';
import { messages } from '@console/contracts/messages';
import { Button, Form, Input, Radio } from 'antd';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { CategoryBrandFields } from '@/shared/ui/category-brand-fields';
import { ModelIdSelect } from '@/shared/ui/model-id-select';

type Values = {
  by: 'modelId' | 'configId';
  category?: string;
  brand?: string;
  modelId?: string;
  configId?: string;
};

/** Search by Model ID (category, brand, Model ID) or by Config ID; the section 5 rule before each search. */
export function ConfigSearchForm({
  onSearch,
}: {
  onSearch: (by: 'modelId' | 'configId', value: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'modelId';
  const category = Form.useWatch('category', form) ?? '';
  const brand = Form.useWatch('brand', form) ?? '';

  function submit(values: Values) {
    const search = (values.by === 'configId' ? values : { ...values, by: 'modelId' }) as IduConfigSearch;
    const error = iduConfigSearchError(search);
    if (error) return showAlert('danger', error);
    onSearch(values.by, (values.by === 'configId' ? values.configId : values.modelId)?.trim() ?? '');
  }

  return (
    <ConsoleForm
      form={form}
      layout="vertical"
      initialValues={{ by: 'modelId' }}
      onFinish={submit}
      className="idu-search"
    >
      <Form.Item name="by" label={messages.searchBy}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'modelId', label: messages.modelIdLabel },
            { value: 'configId', label: messages.configIdLabel },
          ]}
        />
      </Form.Item>
      {by === 'modelId' ? (
        <>
          <CategoryBrandFields onChange={() => form.setFieldValue('modelId', undefined)} />
          <Form.Item name="modelId" label={messages.modelIdLabel} required>
            <ModelIdSelect
              category={category}
              brand={brand}
              listBy="modelId"
              maxTags={IDU_MODEL_TAGS_SHOWN}
              selectAll
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="configId" label={messages.configIdLabel} required>
          <Input placeholder={`Enter ${messages.configIdLabel}`} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit">
        {messages.search}
      </Button>
    </ConsoleForm>
  );
}
