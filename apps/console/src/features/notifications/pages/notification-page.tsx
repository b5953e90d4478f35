import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { Flex, Result, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useUrlTab } from '../../../shared/routing/use-url-tab';
import { usePrincipal } from '../../../shared/session/use-principal';
import { type DetailsSubject, NotificationDetails } from '../components/notification-details';
import { SearchPanel } from '../components/search-panel';
import { SendPanel } from '../components/send-panel';

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
  const [tab, setTab] = useUrlTab([...(sendTab ? ['send'] : []), ...(searchTab ? ['search'] : [])]);
  if (!sendTab && !searchTab) return <Result status="403" title={messages.insufficientPermission} />;
  const items = [
    ...(sendTab
      ? [
          {
            key: 'send',
            label: messages.sendNotificationTab,
            children: (
              <SendPanel
                onView={(t) =>
                  setDetails({
                    ids: { 'Task ID': t.taskId },
                    severity: t.severity,
                    ts: t.creationDate,
                    message: t.message,
                    raw: t,
                  })
                }
              />
            ),
          },
        ]
      : []),
    ...(searchTab
      ? [
          {
            key: 'search',
            label: messages.searchNotificationTab,
            children: <SearchPanel onView={setDetails} />,
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.notificationManagementTitle}
      </Typography.Title>
      <Tabs items={items} activeKey={tab} onChange={setTab} destroyOnHidden={false} />
      <NotificationDetails subject={details} onClose={() => setDetails(null)} />
    </Flex>
  );
}
