import { messages } from '@console/contracts/messages';
import { Button, DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMATS } from '@/shared/format/dates';

const noFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * Jump to a date: the timeline then starts at the end of the picked day (its events and older);
 * Newest goes back to the latest. `before` is the epoch ms the page reads before.
 */
export function DateJump({
  before,
  onJump,
}: {
  before: number | undefined;
  onJump: (before: number | undefined) => void;
}) {
  // The picked day is the one `before` ends (its next midnight).
  const value = before === undefined ? null : dayjs(before - 1).startOf('day');
  return (
    <Flex gap="small" align="center" wrap>
      <label htmlFor="timeline-date">{messages.timelineJumpTo}</label>
      <DatePicker
        id="timeline-date"
        format={DATE_FORMATS.pickerDate}
        value={value}
        disabledDate={noFuture}
        onChange={(day: Dayjs | null) => onJump(day ? day.add(1, 'day').startOf('day').valueOf() : undefined)}
      />
      <Button onClick={() => onJump(undefined)} disabled={before === undefined}>
        {messages.timelineNewest}
      </Button>
    </Flex>
  );
}
