import { Card, Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One tab of a tabbed page: its key (as kept in the URL), its label and what it shows. */
export interface PageTab<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

interface Props<K extends string> {
  title: string;
  /** Beside the title, at the far end (a link to a related screen). */
  extra?: ReactNode;
  tabs: readonly PageTab<K>[];
  /** The open tab, usually from `useUrlTab` so that a reload or a shared link opens the same one. */
  active: K | undefined;
  onChange: (key: K) => void;
  /** The tabs in a card (the default), or bare where each tab brings cards of its own. */
  card?: boolean;
  /** Only the open tab mounted (the default), so a tab asks for nothing until it is opened. */
  destroyOnHidden?: boolean;
  /** Under the tabs, inside the card: what every tab shares (a status line). */
  footer?: ReactNode;
  /** Under the card: results and dialogs. */
  children?: ReactNode;
}

/**
 * A screen of tabs: the page title, then its tabs (in a card unless `card` is false). The tabs are
 * Ant Design's: arrow keys move between them, Enter or Space opens one. On a narrow screen tabs
 * that do not fit a row wrap to the next (app/global.css, for every tab bar), never into antd's
 * overflow menu, whose button inside the tab list axe refuses (aria-required-children, critical).
 */
export function TabbedPage<K extends string>({
  title,
  extra,
  tabs,
  active,
  onChange,
  card = true,
  destroyOnHidden = true,
  footer,
  children,
}: Props<K>) {
  const heading = (
    <Typography.Title level={1} className="page-title">
      {title}
    </Typography.Title>
  );
  const body = (
    <>
      <Tabs
        activeKey={active}
        onChange={(key) => onChange(key as K)}
        destroyOnHidden={destroyOnHidden}
        items={[...tabs]}
      />
      {footer}
    </>
  );
  return (
    <Flex vertical gap="middle">
      {extra ? (
        <Flex justify="space-between" align="center">
          {heading}
          {extra}
        </Flex>
      ) : (
        heading
      )}
      {card ? <Card>{body}</Card> : body}
      {children}
    </Flex>
  );
}
