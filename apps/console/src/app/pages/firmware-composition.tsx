import { Spin } from 'antd';
import { Suspense } from 'react';
import { FotaBatchPanel } from '@/features/rollouts/routes';

/**
 * The firmware page's FOTA Firmware tab shows the FOTA batch list and Notify Device (spec 001
 * section 2), which belong to the rollouts area (issue 31: every side names them the same); the
 * panel is its own chunk, fetched when the tab is first opened.
 */
export const firmwareLinks = {
  fotaBatches: (
    <Suspense fallback={<Spin />}>
      <FotaBatchPanel />
    </Suspense>
  ),
};
