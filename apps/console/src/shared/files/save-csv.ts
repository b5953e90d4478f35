import { csvLine } from '@console/contracts/http';
import { saveBlob } from './save-blob';

/** Saves rows (a header first) as a CSV file made in the browser, as the server writes its own. */
export function saveCsv(rows: readonly (readonly unknown[])[], fileName: string): void {
  saveBlob(new Blob([rows.map(csvLine).join('')], { type: 'text/csv;charset=utf-8' }), fileName);
}
