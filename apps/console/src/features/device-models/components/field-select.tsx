export { FieldAutoComplete, FieldSelect } from '@/shared/ui/field-select';
