import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { Flex, Result } from 'antd';
import { useState } from 'react';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { usePrincipal } from '@/shared/session/use-principal';
import { TabbedPage } from '@/shared/ui/tabbed-page';
import { type DetailsSubject, NotificationDetails, taskSubject } from '../components/notification-details';
import { SearchPanel } from '../components/search-panel';
import { SendPanel } from '../components/send-panel';
import { TokenHealthPanel } from '../components/token-health';

/**
 * Notification Management (spec 002 section 2): Send and Search tabs by the permission flags; the
 * tab is kept in the URL (`tab=search`), so a reload stays on it.
 */
export default function NotificationPage() {
  const principal = usePrincipal();
  const [details, setDetails] = useState<DetailsSubject | null>(null);
  const flag = (rule: Parameters<typeof can>[1]) => (principal ? can(principal, rule) : false);
  const sendTab = flag('sendNotification');
  const searchTab = flag('getNotificationTask') || flag('getNotificationList');
  // Ours (issue 34): push token health under the search, for whoever may view tasks (not a third
  // tab: three no longer fit a phone's width, and Ant Design's overflow menu breaks the tab list).
  const health = flag('getNotificationTask');
  const [tab, setTab] = useUrlTab([...(sendTab ? ['send'] : []), ...(searchTab ? ['search'] : [])]);
  if (!sendTab && !searchTab) return <Result status="403" title={messages.insufficientPermission} />;
  const items = [
    ...(sendTab
      ? [
          {
            key: 'send',
            label: messages.sendNotificationTab,
            children: <SendPanel onView={(t) => setDetails(taskSubject(t))} />,
          },
        ]
      : []),
    ...(searchTab
      ? [
          {
            key: 'search',
            label: messages.searchNotificationTab,
            children: (
              <Flex vertical gap="middle">
                <SearchPanel onView={setDetails} />
                {health ? <TokenHealthPanel /> : null}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <TabbedPage
      title={messages.notificationManagementTitle}
      // Each panel brings its own cards; the Send tab keeps what was typed while Search is open.
      card={false}
      destroyOnHidden={false}
      active={tab}
      onChange={setTab}
      tabs={items}
    >
      <NotificationDetails subject={details} onClose={() => setDetails(null)} />
    </TabbedPage>
  );
}
