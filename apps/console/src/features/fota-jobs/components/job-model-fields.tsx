import { messages } from '@console/contracts/messages';
import { Flex, Form, type FormInstance, Select } from 'antd';
import { useState } from 'react';
import { useModelNumbers } from '@/shared/api/model-numbers';
import { useSession } from '@/shared/session/use-session';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const WIDTH = { width: 150 };

/**
 * The model a firing rolls out to, chosen from the model numbers of a category and brand in the
 * caller's scope (the two only narrow the list; the job keeps the model number).
 */
export function JobModelFields({ form }: { form: FormInstance }) {
  const user = useSession()?.user;
  const [category, setCategory] = useState<string>();
  const [brand, setBrand] = useState<string>();
  const models = useModelNumbers(category, brand);
  const chosen: string | undefined = Form.useWatch('modelNumber', form);
  // A saved job's model stays on offer before category and brand are chosen again.
  const offered = [...new Set([...(chosen ? [chosen] : []), ...(models.data ?? [])])];
  const narrow = (set: (v: string | undefined) => void) => (value: string | undefined) => {
    set(value);
    form.setFieldValue('modelNumber', undefined);
  };

  return (
    <Flex gap="small" wrap>
      <Form.Item label={messages.category}>
        <Select
          aria-label={messages.category}
          style={WIDTH}
          allowClear
          placeholder={messages.selectPlaceholder}
          value={category}
          options={options(user?.allowedDeviceCategories ?? [])}
          onChange={narrow(setCategory)}
        />
      </Form.Item>
      <Form.Item label={messages.brand}>
        <Select
          aria-label={messages.brand}
          style={WIDTH}
          allowClear
          placeholder={messages.selectPlaceholder}
          value={brand}
          options={options(user?.allowCompanyBrand ?? [])}
          onChange={narrow(setBrand)}
        />
      </Form.Item>
      <Form.Item name="modelNumber" label={messages.rolloutModelNumber}>
        <Select
          style={{ width: 180 }}
          allowClear
          showSearch
          placeholder={messages.selectPlaceholder}
          loading={models.isFetching}
          options={options(offered)}
        />
      </Form.Item>
    </Flex>
  );
}
