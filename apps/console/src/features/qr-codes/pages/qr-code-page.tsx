import { messages } from '@console/contracts/messages';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { TabbedPage } from '@/shared/ui/tabbed-page';
import { CreateQrForm } from '../components/create-qr-form';
import { FetchQrForm } from '../components/fetch-qr-form';
import { QrCountForm } from '../components/qr-count-form';
import { LabelPrinters } from '../zpl/label-printers';

const TABS = ['create', 'fetch', 'count', 'printers'] as const;

/**
 * QR Code (spec 002 section 2): Create and Print, Fetch and Print, QR Code Count; and the tenant's
 * network label printers (issue 34). The tab is kept in the URL.
 */
export default function QrCodePage() {
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <TabbedPage
      title={messages.qrTitle}
      active={tab}
      onChange={setTab}
      tabs={[
        { key: 'create', label: messages.qrCreateTab, children: <CreateQrForm /> },
        { key: 'fetch', label: messages.qrFetchTab, children: <FetchQrForm /> },
        { key: 'count', label: messages.qrCountTab, children: <QrCountForm /> },
        { key: 'printers', label: messages.labelPrintersTab, children: <LabelPrinters /> },
      ]}
    />
  );
}
