import { lookup } from 'node:dns/promises';
import { connect } from 'node:net';
import { printerAddressError } from '@console/contracts/qr-codes';

/** How long a printer may take to accept a connection and the whole job. */
export const PRINTER_TIMEOUT_MS = 10_000;

/**
 * Sends a job to a label printer as raw bytes over TCP (the "raw" or AppSocket protocol of port
 * 9100: no framing, the printer reads until the sender closes). The host is resolved first and
 * each address checked again, so a name registered for a printer cannot later point at a
 * link-local or other refused address. Resolves when the printer has the whole job and the
 * connection closed; rejects on a refused address, a connection error or the timeout.
 */
export async function sendRaw(host: string, port: number, job: string | Buffer): Promise<void> {
  const { address } = await lookup(host.replace(/^\[|\]$/g, ''), { verbatim: true });
  const refused = printerAddressError(address);
  if (refused) throw new Error(refused);
  await new Promise<void>((resolve, reject) => {
    const socket = connect({ host: address, port });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(PRINTER_TIMEOUT_MS, () => fail(new Error('printer timed out')));
    socket.once('error', fail);
    socket.once('connect', () => socket.end(job));
    // The printer may answer nothing; the job is delivered once our side is written and closed.
    socket.on('data', () => undefined);
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}
