import { QR_BATCH_SIZE } from '@console/contracts/qr-codes';

/**
 * Sends one request per item, `batch` at a time (spec 002 section 4): the first batch at once, the
 * next when the number received is a multiple of the batch size; done when all are received.
 * `onResult` sees every outcome as it comes, in arrival order.
 */
export function runInBatches<T, R>(
  items: readonly T[],
  send: (item: T) => Promise<R>,
  onResult: (item: T, outcome: { ok: true; value: R } | { ok: false; error: unknown }) => void,
  batch = QR_BATCH_SIZE,
): Promise<void> {
  return new Promise((resolve) => {
    if (items.length === 0) return resolve();
    let sent = 0;
    let received = 0;
    const sendBatch = () => {
      const end = Math.min(sent + batch, items.length);
      for (; sent < end; sent++) {
        const item = items[sent] as T;
        send(item).then(
          (value) => receive(item, { ok: true, value }),
          (error: unknown) => receive(item, { ok: false, error }),
        );
      }
    };
    const receive = (item: T, outcome: Parameters<typeof onResult>[1]) => {
      received++;
      onResult(item, outcome);
      if (received === items.length) resolve();
      else if (received % batch === 0 && sent < items.length) sendBatch();
    };
    sendBatch();
  });
}
