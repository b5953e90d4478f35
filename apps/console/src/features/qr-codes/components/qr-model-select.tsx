import { messages } from '@console/contracts/messages';
import { QR_MODEL_TAGS_SHOWN } from '@console/contracts/qr-codes';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { FieldSelect } from '../../../shared/ui/field-select';
import { qrModelsQuery } from '../api/get-qr-models';

interface Props {
  category: string;
  brand: string;
  isMatter: boolean;
  multiple?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  id?: string;
}

/**
 * The model number picker of the QR screen (spec 002 section 2): models of the category, brand and
 * Matter choice, listed by model number; a chosen one shows its Model ID; at most 10 tags.
 */
export function QrModelSelect({ category, brand, isMatter, multiple, value, onChange, id }: Props) {
  const models = useQuery(qrModelsQuery(category, brand, isMatter));
  const options = (models.data ?? []).map((m) => ({
    value: m.modelId,
    label: `${m.modelNumber} (${m.modelId})`,
  }));
  return (
    <FieldSelect<string | string[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? QR_MODEL_TAGS_SHOWN : undefined}
      placeholder={messages.selectPlaceholder}
      options={options}
      loading={models.isFetching}
      value={value}
      onChange={(v) => onChange?.(v)}
      optionFilterProp="label"
      labelRender={(p) => String(p.value)}
      tagRender={(p) => (
        <Tag closable={p.closable} onClose={p.onClose} className="qr-model-tag">
          {String(p.value)}
        </Tag>
      )}
      showSearch
    />
  );
}
