import { serialsFromCsvRows } from '@console/contracts/qr-codes';
import Papa from 'papaparse';

/** The serial numbers of an uploaded CSV, parsed with papaparse. */
export function readSerials(file: File): Promise<string[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (result) => resolve(serialsFromCsvRows(result.data)),
      error: (error) => reject(error),
    });
  });
}
