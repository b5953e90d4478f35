import { Form } from 'antd';
import { FilterButtons } from '@/shared/forms/filter-buttons';
import type { BatchFilter } from '../../api/keys';
import { type ModelChoice, ModelSelects } from './model-selects';

interface Props {
  onFilter: (filter: BatchFilter) => void;
}

/** Category, brand and model number, with Filter and Reset (Reset shows every batch again). */
export function BatchFilters({ onFilter }: Props) {
  const [form] = Form.useForm<ModelChoice>();
  const apply = (values: ModelChoice) =>
    onFilter({
      categoryName: values.categoryName || undefined,
      brandName: values.brandName || undefined,
      modelNumber: values.modelNumber || undefined,
    });

  return (
    <Form form={form} layout="inline" onFinish={apply} className="batch-filters">
      <ModelSelects form={form} />
      <FilterButtons form={form} onReset={() => onFilter({})} />
    </Form>
  );
}
