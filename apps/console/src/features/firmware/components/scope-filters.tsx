import { chipTypesFor } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useModelNumbers } from '@/shared/api/model-numbers';
import { useSession } from '@/shared/session/use-session';

export interface Scope {
  category: string;
  brand: string;
  chipType?: string;
  modelNumber?: string;
}

interface Props {
  /** What the third filter is: a required chip type (factory), an optional one, or a model number (FOTA). */
  third: 'chipType' | 'optionalChipType' | 'modelNumber';
  idPrefix: string;
  onFilter: (scope: Scope) => void;
  onReset: () => void;
}

/** Filter stays disabled this long after a click (spec 001 section 2). */
const FILTER_PAUSE_MS = 10_000;

type Errors = Partial<Record<keyof Scope, string>>;

/**
 * Category, brand and a third filter, limited to what the signed-in person may see; changing
 * category or brand clears the third (spec 001 section 2). Messages of section 5 on Filter.
 */
export function ScopeFilters({ third, idPrefix, onFilter, onReset }: Props) {
  const user = useSession()?.user;
  const [scope, setScope] = useState<Partial<Scope>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [paused, setPaused] = useState(false);
  const models = useModelNumbers(third === 'modelNumber' ? scope.category : undefined, scope.brand);

  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPaused(false), FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  const set = (patch: Partial<Scope>) => setScope((s) => ({ ...s, ...patch }));

  const filter = () => {
    const found: Errors = {};
    if (!scope.category) found.category = messages.categoryEmpty;
    if (!scope.brand) found.brand = messages.brandEmpty;
    if (third === 'chipType' && !scope.chipType) found.chipType = messages.chipTypeEmpty;
    setErrors(found);
    if (Object.keys(found).length > 0 || !scope.category || !scope.brand) return;
    setPaused(true);
    onFilter({ ...scope, category: scope.category, brand: scope.brand });
  };
  const reset = () => {
    setScope({});
    setErrors({});
    onReset();
  };

  const field = (name: keyof Scope, label: string, values: readonly string[], extra: object = {}) => (
    <Form.Item
      label={label}
      htmlFor={`${idPrefix}-${name}`}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
    >
      <Select
        id={`${idPrefix}-${name}`}
        className="filter-select"
        placeholder={messages.selectPlaceholder}
        value={scope[name]}
        options={options(values)}
        onChange={(value: string) =>
          set(
            name === 'category' || name === 'brand'
              ? { [name]: value, chipType: undefined, modelNumber: undefined }
              : { [name]: value },
          )
        }
        {...extra}
      />
    </Form.Item>
  );

  return (
    <Form layout="inline" className="scope-filters" onFinish={filter}>
      {field('category', messages.category, user?.allowedDeviceCategories ?? [])}
      {field('brand', messages.brand, user?.allowCompanyBrand ?? [])}
      {third === 'modelNumber'
        ? field('modelNumber', messages.modelNumber, models.data ?? [], {
            allowClear: true,
            loading: models.isFetching,
          })
        : field('chipType', messages.chipType, scope.category ? chipTypesFor(scope.category) : [], {
            allowClear: third === 'optionalChipType',
          })}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" disabled={paused}>
          {messages.filter}
        </Button>
        <Button onClick={reset}>{messages.reset}</Button>
      </Flex>
    </Form>
  );
}
