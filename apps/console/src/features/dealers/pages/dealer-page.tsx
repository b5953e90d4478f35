import { can } from '@console/contracts/access';
import type { Dealer } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { usePrincipal } from '../../../shared/session/use-principal';
import { DealerCreateTab } from '../components/dealer-create-tab';
import { type DealerSearch, DealerSearchTab } from '../components/dealer-search-tab';
import { DealerUploadTab } from '../components/dealer-upload-tab';

type Tab = 'create' | 'search' | 'upload';

/**
 * Dealer Management (spec 002 section 2): Get Dealer Information for everyone with the screen;
 * Create Dealer and Upload PSN Dealer Mapping for admins. Edit opens the Create tab in update mode;
 * Cancel returns to the search as it was.
 */
export default function DealerPage() {
  const principal = usePrincipal();
  const admin = principal ? can(principal, 'manageDealers') : false;
  const [tab, setTab] = useState<Tab>('search');
  const [editing, setEditing] = useState<Dealer | null>(null);
  const [search, setSearch] = useState<DealerSearch | null>(null);

  const backToSearch = () => {
    setEditing(null);
    setTab('search');
  };
  const searchTab = {
    key: 'search',
    label: messages.dealerSearchTab,
    children: (
      <DealerSearchTab
        admin={admin}
        search={search}
        onSearch={setSearch}
        onEdit={(dealer) => {
          setEditing(dealer);
          setTab('create');
        }}
      />
    ),
  };
  const items = admin
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
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.dealerManagementTitle}
      </Typography.Title>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            // Leaving the Create tab ends update mode.
            if (key !== 'create') setEditing(null);
            setTab(key as Tab);
          }}
          destroyOnHidden
          items={items}
        />
      </Card>
    </Flex>
  );
}
