import { messages } from '@console/contracts/messages';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FirmwareView } from './firmware-view';
import { UploadForm } from './upload-form';

const SUB_TABS = ['view', 'upload', 'batches'] as const;
type SubTab = (typeof SUB_TABS)[number];

/**
 * Factory or FOTA firmware: View Firmware Info, Upload Firmware and, for FOTA, the batches (spec 001
 * section 2; the rollouts area's, handed in by the app as `batches`). The open one is kept in the URL
 * (`sub`) beside the page's tab, so a reload comes back to it.
 */
export function FirmwareKindTab({ kind, batches }: { kind: 'factory' | 'fota'; batches?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sub') as SubTab;
  const sub: SubTab = SUB_TABS.includes(asked) && (asked !== 'batches' || kind === 'fota') ? asked : 'view';
  const open = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('sub', key);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs
      type="card"
      destroyOnHidden
      activeKey={sub}
      onChange={open}
      items={[
        { key: 'view', label: messages.viewFirmwareInfo, children: <FirmwareView kind={kind} /> },
        { key: 'upload', label: messages.uploadFirmware, children: <UploadForm kind={kind} /> },
        // FOTA adds the batch list and Notify Device (spec 001 section 2).
        ...(kind === 'fota' ? [{ key: 'batches', label: messages.batchListTitle, children: batches }] : []),
      ]}
    />
  );
}
