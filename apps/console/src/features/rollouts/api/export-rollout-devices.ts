import { exportRolloutDevices } from '@console/contracts/rollouts';
import { apiDownload } from '@/shared/api/api-download';
import { saveBlob } from '@/shared/files/save-blob';
import type { RolloutDeviceFilter } from './keys';

/**
 * The CSV of every device of the rollout with the table's filters, streamed by the server and
 * fetched with the session (the API takes its token in a header, as every export here does), then
 * saved under the server's file name.
 */
export async function saveRolloutDevicesCsv(
  rolloutId: string,
  filter: Omit<RolloutDeviceFilter, 'page' | 'size'>,
) {
  const { blob, fileName } = await apiDownload(exportRolloutDevices, {
    params: { rolloutId },
    query: filter,
  });
  saveBlob(blob, fileName ?? `rollout-${rolloutId}-devices.csv`);
}
