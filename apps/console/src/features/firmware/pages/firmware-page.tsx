import { messages } from '@console/contracts/messages';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { TabbedPage } from '@/shared/ui/tabbed-page';
import { DistributionTab } from '../components/distribution-tab';
import { FirmwareKindTab } from '../components/firmware-kind-tab';

const TABS = ['distribution', 'factory', 'fota'] as const;

/** /deviceFirmware (spec 001 section 2): three tabs, the chosen one kept in the URL. */
/**
 * `infoPath`: where the app mounts the firmware info report; `fotaBatches`: the FOTA Batches panel
 * (the rollouts area's), shown in the FOTA Firmware tab.
 */
export default function FirmwarePage({
  infoPath,
  fotaBatches,
}: {
  infoPath: string;
  fotaBatches: ReactNode;
}) {
  const [tab, setTab] = useUrlTab(TABS);
  const { pathname, search } = useLocation();

  return (
    <TabbedPage
      title={messages.firmwareTitle}
      extra={
        <Link to={infoPath} state={{ back: `${pathname}${search}` }}>
          {messages.firmwareInfoTitle}
        </Link>
      }
      // Bare, as the screen has always been: Factory and FOTA nest card-style tabs of their own.
      card={false}
      active={tab}
      onChange={setTab}
      tabs={[
        { key: 'distribution', label: messages.firmwareDistributionTab, children: <DistributionTab /> },
        { key: 'factory', label: messages.factoryFirmwareTab, children: <FirmwareKindTab kind="factory" /> },
        {
          key: 'fota',
          label: messages.fotaFirmwareTab,
          children: <FirmwareKindTab kind="fota" batches={fotaBatches} />,
        },
      ]}
    />
  );
}
