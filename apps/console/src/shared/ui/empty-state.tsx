import { Empty } from 'antd';

/** A catalogue message where a list or a result has nothing to show. */
export function EmptyState({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

/**
 * A table's `locale` saying `text` when it has nothing to show, and nothing while it loads: under
 * the spinner, "nothing yet" would be said before the list has answered.
 */
export const emptyTableLocale = (text: string, loading: boolean) => ({
  emptyText: loading ? <span /> : <EmptyState text={text} />,
});
