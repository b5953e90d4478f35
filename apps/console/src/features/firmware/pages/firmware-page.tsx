import { messages } from '@console/contracts/messages';
import { Flex, Tabs, Typography } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DistributionTab } from '../components/distribution-tab';
import { FirmwareKindTab } from '../components/firmware-kind-tab';

const TABS = ['distribution', 'factory', 'fota'] as const;
type Tab = (typeof TABS)[number];

/** /deviceFirmware (spec 001 section 2): three tabs, the chosen one kept in the URL. */
/** `infoPath`: where the app mounts the firmware info report. */
export default function FirmwarePage({ infoPath }: { infoPath: string }) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'distribution';

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} className="page-title">
          {messages.firmwareTitle}
        </Typography.Title>
        <Link to={infoPath} state={{ back: `${pathname}${search}` }}>
          {messages.firmwareInfoTitle}
        </Link>
      </Flex>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'distribution', label: messages.firmwareDistributionTab, children: <DistributionTab /> },
          {
            key: 'factory',
            label: messages.factoryFirmwareTab,
            children: <FirmwareKindTab kind="factory" />,
          },
          { key: 'fota', label: messages.fotaFirmwareTab, children: <FirmwareKindTab kind="fota" /> },
        ]}
      />
    </Flex>
  );
}
