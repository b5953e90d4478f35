import { type CsvSerials, serialsFromCsvRows } from '@console/contracts/qr-codes';
import Papa from 'papaparse';

/** The serial numbers of an uploaded CSV (and its repeats), parsed with papaparse. */
export function readSerials(file: File): Promise<CsvSerials> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (result) => resolve(serialsFromCsvRows(result.data)),
      error: (error) => reject(error),
    });
  });
}
