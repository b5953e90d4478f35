import { messages } from '@console/contracts/messages';
import { Form, type FormRule } from 'antd';
import { useSession } from '../session/use-session';
import { FieldSelect } from './field-select';

const optionsOf = (values: readonly string[] = []) =>
  [...new Set(values.map((v) => v.toUpperCase()))].map((v) => ({ value: v, label: v }));

/** Category and brand, offered from the signed-in person's allowed categories and brands. */
export function CategoryBrandFields({
  disabled,
  onChange,
  rule,
}: {
  disabled?: boolean;
  onChange?: () => void;
  /** The rule of each field, when the form checks them. */
  rule?: (field: 'category' | 'brand') => FormRule;
}) {
  const user = useSession()?.user;
  const fields = [
    { name: 'category', label: messages.category, values: user?.allowedDeviceCategories },
    { name: 'brand', label: messages.brand, values: user?.allowCompanyBrand },
  ] as const;
  return fields.map((f) => (
    <Form.Item key={f.name} name={f.name} label={f.label} required rules={rule ? [rule(f.name)] : []}>
      <FieldSelect
        placeholder={messages.selectPlaceholder}
        options={optionsOf(f.values)}
        disabled={disabled}
        onChange={onChange}
        showSearch
      />
    </Form.Item>
  ));
}
