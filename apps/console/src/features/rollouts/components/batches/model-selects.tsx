import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Select } from 'antd';
import { modelNumbersQuery } from '@/shared/api/model-numbers';
import { useSession } from '@/shared/session/use-session';

export interface ModelChoice {
  categoryName?: string;
  brandName?: string;
  modelNumber?: string;
}

/** Wide enough for a model number in the inline filter row. */
const SELECT_STYLE = { minWidth: 200 };

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

interface Props {
  form: FormInstance;
  /** The trigger form needs all three; the batch filter none. */
  required?: boolean;
  onModelChange?: (modelNumber: string | undefined) => void;
}

/**
 * Category and brand from the caller's permissions, then the model numbers of that category and
 * brand (spec 001 section 6: selectors take categories and brands from the user's permissions).
 */
export function ModelSelects({ form, required = false, onModelChange }: Props) {
  const user = useSession()?.user;
  const category: string = Form.useWatch('categoryName', form) ?? '';
  const brand: string = Form.useWatch('brandName', form) ?? '';
  const models = useQuery(modelNumbersQuery(category, brand));
  const rule = (message: string) => (required ? [{ required: true, message }] : []);
  const clearModel = () => {
    form.setFieldValue('modelNumber', undefined);
    onModelChange?.(undefined);
  };

  return (
    <>
      <Form.Item name="categoryName" label={messages.category} rules={rule(messages.categoryEmpty)}>
        <Select
          style={SELECT_STYLE}
          allowClear
          placeholder={messages.selectPlaceholder}
          options={options(user?.allowedDeviceCategories ?? [])}
          onChange={clearModel}
        />
      </Form.Item>
      <Form.Item name="brandName" label={messages.brand} rules={rule(messages.brandEmpty)}>
        <Select
          style={SELECT_STYLE}
          allowClear
          placeholder={messages.selectPlaceholder}
          options={options(user?.allowCompanyBrand ?? [])}
          onChange={clearModel}
        />
      </Form.Item>
      <Form.Item name="modelNumber" label={messages.modelNumber} rules={rule(messages.modelNumberEmpty)}>
        <Select
          style={SELECT_STYLE}
          allowClear
          showSearch
          placeholder={messages.selectPlaceholder}
          loading={models.isFetching}
          disabled={!category || !brand}
          options={options(models.data ?? [])}
          onChange={(value: string | undefined) => onModelChange?.(value)}
        />
      </Form.Item>
    </>
  );
}
