import { type MessageCode, messages } from '@console/contracts/messages';
import { Button, Flex, Typography } from 'antd';

/**
 * Under a chart: what a click on it opens (when it drills through), where its number and the
 * devices listed can differ, and Download CSV of the rows it drew.
 */
export function ChartFooter({
  drills,
  notes = [],
  onDownload,
}: {
  drills: boolean;
  notes?: readonly MessageCode[];
  onDownload: () => void;
}) {
  return (
    <Flex gap="middle" align="start" justify="space-between" wrap>
      <Flex vertical gap={2} style={{ maxWidth: 900 }}>
        {drills ? <Typography.Text>{messages.chartDrillHint}</Typography.Text> : null}
        {notes.map((code) => (
          <Typography.Text key={code} type="secondary">
            {messages[code]}
          </Typography.Text>
        ))}
      </Flex>
      <Button onClick={onDownload}>{messages.downloadChartCsv}</Button>
    </Flex>
  );
}
