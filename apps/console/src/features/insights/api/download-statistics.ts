import { downloadOffboardStat, downloadOnboardStat } from '@console/contracts/insights';
import { apiDownload } from '@/shared/api/api-download';

/** `{category}_Onboard.csv`, or `Offboard.csv` when no category is given (spec 002 section 7). */
export function downloadStatistics(category: string | null, onProgress: (bytes: number) => void) {
  return category === null
    ? apiDownload(downloadOffboardStat, { onProgress })
    : apiDownload(downloadOnboardStat, { params: { category }, onProgress });
}
