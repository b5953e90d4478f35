import { messages } from '@console/contracts/messages';
import { useState } from 'react';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { TabbedPage } from '@/shared/ui/tabbed-page';
import { ConfigPushForm } from '../components/config-push-form';
import { ConfigUploadForm } from '../components/config-upload-form';
import { ConfigView } from '../components/config-view';
import type { IduConfigEdit } from '../idu-config-edit';

const TABS = ['view', 'upload', 'push'] as const;
type Tab = (typeof TABS)[number];

/** IDU EEPROM config (spec 001 section 2): View, Upload (or edit) and Push tabs; the tab is kept in the URL. */
export default function IduConfigPage() {
  const [tab, setTab] = useUrlTab(TABS);
  const [edit, setEdit] = useState<IduConfigEdit | null>(null);

  const show = (next: Tab) => {
    // Leaving the Upload tab clears the edit data (spec 001 section 4).
    if (next !== 'upload') setEdit(null);
    setTab(next);
  };

  return (
    <TabbedPage
      title={messages.iduConfigTitle}
      active={tab}
      onChange={show}
      tabs={[
        {
          key: 'view',
          label: messages.iduViewTab,
          children: (
            <ConfigView
              onEdit={(e) => {
                setEdit(e);
                setTab('upload');
              }}
            />
          ),
        },
        {
          key: 'upload',
          label: messages.iduUploadTab,
          children: <ConfigUploadForm edit={edit} onDone={() => (edit ? show('view') : undefined)} />,
        },
        { key: 'push', label: messages.iduPushTab, children: <ConfigPushForm /> },
      ]}
    />
  );
}
