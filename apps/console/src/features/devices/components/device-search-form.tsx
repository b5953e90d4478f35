import { DEVICE_SEARCH_TYPES, type DeviceSearchType } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { SEARCH_TYPE_TEXT } from '../device-search-types';

export interface DeviceSearchValues {
  type: DeviceSearchType;
  value: string;
}

interface Props {
  initial: DeviceSearchValues;
  onSearch: (values: DeviceSearchValues) => void;
  onTypeChange: (type: DeviceSearchType) => void;
}

const TYPE_OPTIONS = DEVICE_SEARCH_TYPES.map((t) => ({ value: t, label: SEARCH_TYPE_TEXT[t].label }));

/** Search By Device Id, Mac Address or Product Serial No (spec 001 section 2). */
export function DeviceSearchForm({ initial, onSearch, onTypeChange }: Props) {
  const [form] = Form.useForm<DeviceSearchValues>();
  const type = Form.useWatch('type', form) ?? initial.type;
  const text = SEARCH_TYPE_TEXT[type];

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const onValuesChange = (changed: Partial<DeviceSearchValues>) => {
    if (!changed.type) return;
    form.setFields([{ name: 'value', value: '', errors: [] }]);
    onTypeChange(changed.type);
  };

  return (
    <Form
      form={form}
      layout="inline"
      validateTrigger="onBlur"
      onValuesChange={onValuesChange}
      onFinish={(v) => onSearch({ type: v.type, value: v.value.trim() })}
    >
      <Form.Item name="type" label={messages.searchBy}>
        <Select options={TYPE_OPTIONS} className="search-type" />
      </Form.Item>
      <Form.Item
        name="value"
        className="search-input"
        rules={[{ required: true, whitespace: true, message: text.required }]}
      >
        <Input aria-label={text.label} placeholder={text.placeholder} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {messages.search}
        </Button>
      </Form.Item>
    </Form>
  );
}
