import { WEEKDAYS, type Weekday } from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import { Checkbox } from 'antd';

const options = WEEKDAYS.map((d) => ({ value: d, label: d.charAt(0).toUpperCase() + d.slice(1) }));

interface Props {
  id?: string;
  value?: Weekday[];
  onChange?: (days: Weekday[]) => void;
  /** Form.Item hands this on; a plain group may not carry it (axe aria-allowed-attr). */
  'aria-required'?: unknown;
}

/** The weekday picker: Mon to Sun, any combination. */
export function WeekdayPicker({ id, value, onChange }: Props) {
  return (
    <fieldset id={id} aria-label={messages.daysOfWeek} className="weekday-picker">
      <Checkbox.Group<Weekday> options={options} value={value} onChange={onChange} />
    </fieldset>
  );
}
