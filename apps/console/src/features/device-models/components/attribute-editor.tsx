import {
  type AttributeMetadata,
  type AttributeRange,
  type ControlAttribute,
  isNumericText,
  type ValueType,
} from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Flex, InputNumber, Radio, Select, Typography } from 'antd';
import { showAlert } from '@/shared/ui/alert-store';
import { attributeOf, kindOf, kindsOf } from '../capability-defaults';

interface Props {
  meta: AttributeMetadata;
  value: ControlAttribute;
  onChange: (value: ControlAttribute) => void;
}

const RANGE_PARTS = [
  ['min', messages.rangeMin],
  ['max', messages.rangeMax],
  ['increment', messages.rangeIncrement],
] as const;

/** One attribute of a control capability: its values, integer values or range (spec 001 section 5). */
export function AttributeEditor({ meta, value, onChange }: Props) {
  const kinds = kindsOf(meta);
  const kind = kindOf(value);
  const label = `${meta.key}`;

  const setInts = (texts: string[]) => {
    const bad = texts.filter((t) => !isNumericText(t));
    if (bad.length > 0) showAlert('danger', messages.customValueNotNumeric);
    onChange({ key: meta.key, intValues: texts.filter(isNumericText).map(Number) });
  };
  const setRange = (part: keyof AttributeRange, index: number, n: number | null) => {
    const range = value.range ?? { min: [], max: [], increment: [] };
    const entries = range[part].map((e, i) => (i === index ? { ...e, value: n ?? Number.NaN } : e));
    onChange({ key: meta.key, range: { ...range, [part]: entries } });
  };

  return (
    <Flex vertical gap={4} className="attribute-editor">
      <Typography.Text strong>{label}</Typography.Text>
      {kinds.length > 1 ? (
        <Radio.Group
          aria-label={`${label} kind`}
          value={kind}
          onChange={(e) => onChange(attributeOf(meta, e.target.value as ValueType))}
          options={kinds.map((k) => ({ value: k, label: k }))}
        />
      ) : null}
      {kind === 'values' ? (
        <Select
          aria-label={label}
          mode="multiple"
          disabled={!meta.editable}
          value={value.values ?? []}
          options={(meta.values ?? []).map((v) => ({ value: v, label: v }))}
          onChange={(values: string[]) => onChange({ key: meta.key, values })}
        />
      ) : null}
      {kind === 'intValues' ? (
        <Select
          aria-label={label}
          mode={meta.addCustomValue ? 'tags' : 'multiple'}
          disabled={!meta.editable}
          placeholder={messages.customValue}
          value={(value.intValues ?? []).map(String)}
          options={(meta.intValues ?? []).map((v) => ({ value: String(v), label: String(v) }))}
          onChange={setInts}
        />
      ) : null}
      {kind === 'range' && value.range
        ? RANGE_PARTS.map(([part, partLabel]) => (
            <Flex key={part} gap="small" align="center" wrap>
              <Typography.Text className="range-label">{partLabel}</Typography.Text>
              {value.range?.[part].map((entry, i) => (
                <InputNumber
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional (one per unit)
                  key={i}
                  aria-label={`${label} ${partLabel} ${entry.unit ?? ''}`.trim()}
                  value={Number.isFinite(entry.value) ? entry.value : null}
                  addonAfter={entry.unit}
                  disabled={!meta.editable}
                  onChange={(n) => setRange(part, i, typeof n === 'number' ? n : null)}
                />
              ))}
            </Flex>
          ))
        : null}
    </Flex>
  );
}
