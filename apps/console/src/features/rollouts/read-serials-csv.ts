import { fillMessage, messages } from '@console/contracts/messages';
import { MAX_ROLLOUT_SERIALS } from '@console/contracts/rollouts';
import Papa from 'papaparse';

export type SerialsRead =
  | { serials: string[]; problem?: undefined }
  | { serials?: undefined; problem: string };

const HEADER = /^serial(_?number)?$/i;

/**
 * The serial numbers of an uploaded CSV: the column named serial or serialNumber when the first
 * row has one, else the first cell of every line; trimmed, blanks dropped, each once. An empty
 * list, one over the bound or a file that does not parse is refused with a message naming the file.
 */
export function serialsFromCsv(text: string, file: string): SerialsRead {
  const { data: rows, errors } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  // A one-column file has no delimiter to detect: papaparse's note on that is no parse failure.
  if (errors.some((e) => e.type !== 'Delimiter')) {
    return { problem: fillMessage(messages.rolloutSerialsUnreadable, { file }) };
  }
  const header = rows[0]?.findIndex((cell) => HEADER.test(cell.trim())) ?? -1;
  const cells = header >= 0 ? rows.slice(1).map((r) => r[header] ?? '') : rows.map((r) => r[0] ?? '');
  const serials = [...new Set(cells.map((c) => c.trim()).filter(Boolean))];
  if (serials.length === 0) return { problem: fillMessage(messages.rolloutSerialsEmpty, { file }) };
  if (serials.length > MAX_ROLLOUT_SERIALS) {
    return {
      problem: fillMessage(messages.rolloutSerialsTooMany, {
        file,
        count: serials.length.toLocaleString(),
        max: MAX_ROLLOUT_SERIALS.toLocaleString(),
      }),
    };
  }
  return { serials };
}
