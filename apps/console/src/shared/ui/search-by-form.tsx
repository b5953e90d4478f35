import { messages } from '@console/contracts/messages';
import { Button, Form, Input, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { ConsoleForm } from '../forms/console-form';

export interface SearchByValues<T extends string> {
  type: T;
  value: string;
}

export interface SearchTypeText {
  label: string;
  placeholder: string;
  /** The message when the value is left empty. */
  required: string;
}

interface Props<T extends string> {
  types: readonly T[];
  text: Record<T, SearchTypeText>;
  initial: SearchByValues<T>;
  onSearch: (values: SearchByValues<T>) => void;
  onTypeChange: (type: T) => void;
  /** More controls after Search (the device search's scanner toggle). */
  extra?: ReactNode;
}

/**
 * "Search By" a chosen identifier, a text box and Search (device and device model searches).
 * Changing the type clears the value; an empty value shows the type's own message.
 */
export function SearchByForm<T extends string>({
  types,
  text,
  initial,
  onSearch,
  onTypeChange,
  extra,
}: Props<T>) {
  const [form] = Form.useForm<SearchByValues<T>>();
  const type = Form.useWatch('type', form) ?? initial.type;
  const current = text[type];

  // antd types a generic form's values as a deep partial it cannot match to T; the shape is the same.
  useEffect(() => form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]), [form, initial]);

  const onValuesChange = (changed: Partial<SearchByValues<T>>) => {
    if (!changed.type) return;
    form.setFields([{ name: 'value', value: '', errors: [] }]);
    onTypeChange(changed.type);
  };

  return (
    <ConsoleForm
      form={form}
      layout="inline"
      validateTrigger="onBlur"
      onValuesChange={onValuesChange}
      onFinish={(v) => onSearch({ type: v.type, value: v.value.trim() })}
    >
      <Form.Item name="type" label={messages.searchBy}>
        <Select options={types.map((t) => ({ value: t, label: text[t].label }))} className="search-type" />
      </Form.Item>
      <Form.Item
        name="value"
        className="search-input"
        rules={[{ required: true, whitespace: true, message: current.required }]}
      >
        <Input aria-label={current.label} placeholder={current.placeholder} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {messages.search}
        </Button>
      </Form.Item>
      {extra ? <Form.Item>{extra}</Form.Item> : null}
    </ConsoleForm>
  );
}
