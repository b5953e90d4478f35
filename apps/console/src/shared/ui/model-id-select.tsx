import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Flex, Tag } from 'antd';
import { modelIdsQuery } from '../api/model-ids';
import { FieldSelect } from './field-select';

interface Props {
  category: string;
  brand: string;
  /** Only Matter models, or only the others; all when absent. */
  isMatter?: boolean;
  /**
   * How an option reads: 'modelId', 'ID (number)'; 'modelNumber', 'number (ID)', and a chosen one
   * shows its Model ID alone, in a tag of class `tagClassName`.
   */
  listBy: 'modelId' | 'modelNumber';
  tagClassName?: string;
  multiple?: boolean;
  /** The tags a multiple select shows before '+ n'. */
  maxTags: number;
  /** Select All under a multiple select; a single one keeps the same column. */
  selectAll?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  onBlur?: () => void;
  id?: string;
}

/** A Model ID picker over the models of a category and brand; the value is the Model ID. */
export function ModelIdSelect(props: Props) {
  const { category, brand, isMatter, listBy, multiple, value, onChange } = props;
  const models = useQuery(modelIdsQuery(category, brand, isMatter));
  const options = (models.data ?? []).map((m) => ({
    value: m.modelId,
    label: listBy === 'modelId' ? `${m.modelId} (${m.modelNumber})` : `${m.modelNumber} (${m.modelId})`,
  }));
  const chosen = Array.isArray(value) ? value : [];
  const all = options.length > 0 && options.every((o) => chosen.includes(o.value));
  const chosenById = listBy === 'modelNumber';
  const select = (
    <FieldSelect<string | string[]>
      id={props.id}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? props.maxTags : undefined}
      placeholder={messages.selectPlaceholder}
      options={options}
      loading={models.isFetching}
      value={value}
      onChange={(v) => onChange?.(v)}
      onBlur={props.onBlur}
      optionFilterProp="label"
      labelRender={chosenById ? (p) => String(p.value) : undefined}
      tagRender={
        chosenById
          ? (p) => (
              <Tag closable={p.closable} onClose={p.onClose} className={props.tagClassName}>
                {String(p.value)}
              </Tag>
            )
          : undefined
      }
      showSearch
    />
  );
  // Where Select All is offered the select keeps its column even when single (the same layout).
  if (!props.selectAll) return select;
  return (
    <Flex vertical gap={4}>
      {select}
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
