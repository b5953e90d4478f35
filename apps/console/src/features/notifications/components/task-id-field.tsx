import { AutoComplete, type AutoCompleteProps, Input } from 'antd';

type Props = Omit<AutoCompleteProps, 'placeholder'> & {
  placeholder?: string;
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * The Task ID search box. Form.Item marks a required field with aria-required, and AutoComplete
 * would put it on its wrapper as well as on the combobox: a div with no role, where the attribute
 * is not allowed (axe aria-allowed-attr, critical). Here it goes to the input, the combobox, alone.
 */
export function TaskIdField({
  'aria-required': required,
  'aria-label': label,
  placeholder,
  ...props
}: Props) {
  return (
    <AutoComplete {...props}>
      <Input aria-required={required} aria-label={label} placeholder={placeholder} />
    </AutoComplete>
  );
}
