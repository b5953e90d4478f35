import { IDU_MODEL_TAGS_SHOWN } from '@console/contracts/idu-config';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Flex } from 'antd';
import { FieldSelect } from '../../../shared/ui/field-select';
import { modelIdsQuery } from '../api/get-model-ids';

interface Props {
  category: string;
  brand: string;
  multiple?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  onBlur?: () => void;
  id?: string;
}

/**
 * The Model IDs of the chosen category and brand. Multiple: shows up to 10 tags (spec 001
 * section 9), with Select All.
 */
export function ModelIdsSelect({ category, brand, multiple, value, onChange, onBlur, id }: Props) {
  const models = useQuery(modelIdsQuery(category, brand));
  const options = (models.data ?? []).map((m) => ({
    value: m.modelId,
    label: `${m.modelId} (${m.modelNumber})`,
  }));
  const chosen = Array.isArray(value) ? value : [];
  const all = options.length > 0 && options.every((o) => chosen.includes(o.value));
  return (
    <Flex vertical gap={4}>
      <FieldSelect<string | string[]>
        id={id}
        mode={multiple ? 'multiple' : undefined}
        maxTagCount={multiple ? IDU_MODEL_TAGS_SHOWN : undefined}
        placeholder={messages.selectPlaceholder}
        options={options}
        loading={models.isFetching}
        value={value}
        onChange={(v) => onChange?.(v)}
        onBlur={onBlur}
        optionFilterProp="label"
        showSearch
      />
      {multiple ? (
        <Checkbox
          checked={all}
          disabled={options.length === 0}
          onChange={(e) => onChange?.(e.target.checked ? options.map((o) => o.value) : [])}
        >
          {messages.selectAll}
        </Checkbox>
      ) : null}
    </Flex>
  );
}
