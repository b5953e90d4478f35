import type { IduConfigRow } from '@console/contracts/idu-config';
import { saveBlob } from '@/shared/files/save-blob';

/** Saves the config file carried in the search result (spec 001 section 7: no second call). */
export function downloadConfig(row: IduConfigRow): void {
  const bytes = Uint8Array.from(atob(row.iduConfigFileObjectBin), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/octet-stream' }), row.fileName);
}
