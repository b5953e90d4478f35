import { messages } from '@console/contracts/messages';
import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { FirmwareView } from './firmware-view';
import { UploadForm } from './upload-form';

const BatchPanel = lazy(() => import('./batches/batch-panel'));

/** Factory or FOTA firmware: View Firmware Info, Upload Firmware and, for FOTA, the batches (spec 001 section 2). */
export function FirmwareKindTab({ kind }: { kind: 'factory' | 'fota' }) {
  return (
    <Tabs
      type="card"
      destroyOnHidden
      items={[
        { key: 'view', label: messages.viewFirmwareInfo, children: <FirmwareView kind={kind} /> },
        { key: 'upload', label: messages.uploadFirmware, children: <UploadForm kind={kind} /> },
        // FOTA adds the batch list and Notify Device (spec 001 section 2).
        ...(kind === 'fota'
          ? [
              {
                key: 'batches',
                label: messages.batchListTitle,
                children: (
                  <Suspense fallback={<Spin />}>
                    <BatchPanel />
                  </Suspense>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
