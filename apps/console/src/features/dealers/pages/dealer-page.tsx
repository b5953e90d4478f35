import { can } from '@console/contracts/access';
import type { Dealer } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { useState } from 'react';
import { usePrincipal } from '@/shared/session/use-principal';
import { type PageTab, TabbedPage } from '@/shared/ui/tabbed-page';
import { DealerCreateTab } from '../components/dealer-create-tab';
import { DealerSearchTab } from '../components/dealer-search-tab';
import { DealerUploadTab } from '../components/dealer-upload-tab';
import { type DealerTab, useDealerPageParams } from '../hooks/use-dealer-page-params';

/**
 * Dealer Management (spec 002 section 2): Get Dealer Information for everyone with the screen;
 * Create Dealer and Upload PSN Dealer Mapping for admins. Edit opens the Create tab in update mode;
 * Cancel returns to the search as it was. The tab and the search are kept in the URL.
 */
export default function DealerPage() {
  const principal = usePrincipal();
  const admin = principal ? can(principal, 'manageDealers') : false;
  const { tab: asked, search, show, setSearch, opened, open } = useDealerPageParams();
  const tab: DealerTab = admin ? asked : 'search';
  const [editing, setEditing] = useState<Dealer | null>(null);

  const backToSearch = () => {
    setEditing(null);
    show('search');
  };
  const searchTab: PageTab<DealerTab> = {
    key: 'search',
    label: messages.dealerSearchTab,
    children: (
      <DealerSearchTab
        admin={admin}
        search={search}
        onSearch={setSearch}
        opened={opened}
        onOpen={open}
        onEdit={(dealer) => {
          setEditing(dealer);
          show('create');
        }}
      />
    ),
  };
  const items: PageTab<DealerTab>[] = admin
    ? [
        {
          key: 'create',
          label: messages.dealerCreateTab,
          children: <DealerCreateTab dealer={editing} onDone={backToSearch} />,
        },
        searchTab,
        { key: 'upload', label: messages.dealerUploadTab, children: <DealerUploadTab /> },
      ]
    : [searchTab];

  return (
    <TabbedPage
      title={messages.dealerManagementTitle}
      active={tab}
      onChange={(key) => {
        // Leaving the Create tab ends update mode.
        if (key !== 'create') setEditing(null);
        show(key);
      }}
      tabs={items}
    />
  );
}
