import { messages } from '@console/contracts/messages';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useUrlTab } from '../../../shared/routing/use-url-tab';
import { CreateQrForm } from '../components/create-qr-form';
import { FetchQrForm } from '../components/fetch-qr-form';
import { QrCountForm } from '../components/qr-count-form';

const TABS = ['create', 'fetch', 'count'] as const;

/** QR Code (spec 002 section 2): Create and Print, Fetch and Print, QR Code Count; the tab is kept in the URL. */
export default function QrCodePage() {
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.qrTitle}
      </Typography.Title>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as (typeof TABS)[number])}
          destroyOnHidden
          items={[
            { key: 'create', label: messages.qrCreateTab, children: <CreateQrForm /> },
            { key: 'fetch', label: messages.qrFetchTab, children: <FetchQrForm /> },
            { key: 'count', label: messages.qrCountTab, children: <QrCountForm /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
