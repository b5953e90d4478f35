import { Empty } from 'antd';

/** A catalogue message where a list or a result has nothing to show. */
export function EmptyState({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
