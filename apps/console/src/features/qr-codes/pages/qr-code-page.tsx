import { messages } from '@console/contracts/messages';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { CreateQrForm } from '../components/create-qr-form';
import { FetchQrForm } from '../components/fetch-qr-form';
import { QrCountForm } from '../components/qr-count-form';

const TABS = ['create', 'fetch', 'count'] as const;
type Tab = (typeof TABS)[number];

/** QR Code (spec 002 section 2): Create and Print, Fetch and Print, QR Code Count; the tab is kept in the URL. */
export default function QrCodePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'create';
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.qrTitle}
      </Typography.Title>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'create' ? {} : { tab: key }, { replace: true })}
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
