import { messages } from '@console/contracts/messages';
import type { CsvSerials, QrLabel } from '@console/contracts/qr-codes';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { createQrLabel } from './api/create-qr-code';
import { runInBatches } from './qr-batches';
import type { QrResultRow } from './qr-csv';
import { printQueryOf, type QrFormValues } from './qr-form-values';
import { inListOrder } from './qr-run-order';

export interface QrRunState {
  mode: 'psn' | 'model';
  total: number;
  rows: QrResultRow[];
  labels: (QrLabel & { key: string })[];
  /** Serial numbers the CSV repeated (each printed once) and the rows dropped for them. */
  duplicates: string[];
  droppedRows: number;
  done: boolean;
}

/**
 * One Create and Print run (spec 002 section 4): a request per serial number (or per model when
 * there are none), 30 in flight; the counters start again on every run. When none succeeded:
 * 'No Product Serial Number is Eligible for Print'.
 */
export function useQrRun() {
  const [state, setState] = useState<QrRunState | null>(null);
  const [running, setRunning] = useState(false);
  const runId = useRef(0);

  const start = useCallback(async (values: QrFormValues, read: CsvSerials) => {
    const { serials, duplicates, droppedRows } = read;
    const id = ++runId.current;
    const modelIds = values.modelIds ?? [];
    const mode = serials.length > 0 ? 'psn' : 'model';
    const items = mode === 'psn' ? serials : modelIds;
    setState({ mode, total: items.length, rows: [], labels: [], duplicates, droppedRows, done: false });
    setRunning(true);
    let succeeded = 0;
    const base = {
      category: values.category,
      brand: values.brand,
      isMatter: values.matter === 'matter',
      ...printQueryOf(values),
    };
    await runInBatches(
      items.map((item, i) => ({ item, key: `${i}:${item}` })),
      ({ item }) =>
        createQrLabel(
          mode === 'psn'
            ? { ...base, modelId: modelIds.join(','), productSerialNumber: item }
            : { ...base, modelId: item },
        ),
      ({ item, key }, outcome) => {
        if (runId.current !== id) return;
        if (outcome.ok) succeeded++;
        const v = outcome.ok ? outcome.value : undefined;
        const row: QrResultRow = {
          key,
          modelId: v?.modelId ?? (mode === 'model' ? item : modelIds.join(', ')),
          modelNumber: v?.modelNumber ?? '',
          productSerialNumber: mode === 'psn' ? item : null,
          status: outcome.ok ? 'Success' : 'Failure',
          reasonOfFailure: outcome.ok ? '' : errorText(outcome.error, messages.qrPrintFailed),
          qrString: v?.qrString ?? '',
          manualCode: v?.manualCode ?? '',
        };
        setState(
          (s) =>
            s && {
              ...s,
              rows: inListOrder(s.rows, row),
              labels: v ? inListOrder(s.labels, { ...v, key }) : s.labels,
            },
        );
      },
    );
    if (runId.current !== id) return;
    setState((s) => s && { ...s, done: true });
    setRunning(false);
    if (succeeded === 0) showAlert('danger', messages.noSerialEligible);
  }, []);

  const clear = useCallback(() => {
    runId.current++;
    setState(null);
    setRunning(false);
  }, []);

  return { state, running, start, clear };
}

export type QrRun = ReturnType<typeof useQrRun>;
