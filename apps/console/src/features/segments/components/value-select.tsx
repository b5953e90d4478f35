import { messages } from '@console/contracts/messages';
import { Select, type SelectProps } from 'antd';

export interface ValueOption {
  value: string;
  label: string;
}

type Props = Omit<SelectProps<string[]>, 'mode' | 'options'> & {
  options: readonly ValueOption[];
  /** Whether a person may type a value the options lack (a chip each, Enter or a comma ends one). */
  free?: boolean;
};

/**
 * A filter field of several values (any of them matches): chosen from its options and, when
 * `free`, typed too. Pasting 'a, b, c' adds three.
 */
export function ValueSelect({ options, free, ...props }: Props) {
  return (
    <Select<string[]>
      {...props}
      mode={free ? 'tags' : 'multiple'}
      options={[...options]}
      allowClear
      showSearch
      optionFilterProp="label"
      tokenSeparators={free ? [',', '\n'] : undefined}
      maxTagCount="responsive"
      placeholder={free ? messages.fleetTypeToAdd : messages.selectPlaceholder}
    />
  );
}

/** Options from plain values, each read as itself, in the order given and once each. */
export const plainOptions = (values: readonly string[]): ValueOption[] =>
  [...new Set(values)].map((value) => ({ value, label: value }));

/**
 * Ant Design's Radio.Group is a plain div; this role (which it passes on, though its props do not
 * name it) lets its aria-label name the group of choices.
 */
export const RADIO_GROUP: Record<string, string> = { role: 'radiogroup' };
