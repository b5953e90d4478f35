import { AutoComplete, type AutoCompleteProps, Select, type SelectProps } from 'antd';
import type { BaseOptionType } from 'antd/es/select';

/*
 * Form.Item hands `aria-required` to its child, and antd puts it on the select's wrapper, where
 * the combobox role does not allow it (axe: aria-allowed-attr). The required mark in the label
 * already names the field as required, so these drop the attribute.
 */
type WithoutRequired<P> = P & { 'aria-required'?: unknown };

export function FieldSelect<V, O extends BaseOptionType = BaseOptionType>({
  'aria-required': _,
  ...props
}: WithoutRequired<SelectProps<V, O>>) {
  return <Select<V, O> {...props} />;
}

export function FieldAutoComplete({ 'aria-required': _, ...props }: WithoutRequired<AutoCompleteProps>) {
  return <AutoComplete {...props} />;
}
