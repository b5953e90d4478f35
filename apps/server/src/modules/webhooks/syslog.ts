import { createSocket } from 'node:dgram';
import { connect, type Socket } from 'node:net';
import { hostname } from 'node:os';

/*
 * The audit stream to syslog (issue 33): RFC 5424 messages, facility 13 (log audit), severity 5
 * (notice), over UDP (one datagram a message) or TCP (RFC 6587 octet counting).
 */

export interface AuditRecord {
  id: number;
  tenantId: string | null;
  seq: number;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: unknown;
  ip: string | null;
  hash: string;
}

const PRI = 13 * 8 + 5;
const HOST =
  hostname()
    .replace(/[^\x21-\x7e]/g, '')
    .slice(0, 255) || '-';
/** An SD-PARAM value with `"`, `\` and `]` escaped (RFC 5424 section 6.3.3). */
const sdValue = (v: string) => v.replace(/["\\\]]/g, (c) => `\\${c}`);

export function syslogLine(e: AuditRecord): string {
  const sd = `[audit@32473 tenant="${sdValue(e.tenantId ?? '')}" seq="${e.seq}" hash="${e.hash}"]`;
  const msg = JSON.stringify(e);
  return `<${PRI}>1 ${new Date(e.at).toISOString()} ${HOST} console-audit ${process.pid} ${sdValue(e.action).replace(/\s/g, '_').slice(0, 32) || '-'} ${sd} \ufeff${msg}`;
}

/** A sender to `udp://host:port` or `tcp://host:port`; `send` resolves once the lines are written. */
export function createSyslogSender(url: string) {
  const parsed = new URL(url);
  const host = parsed.hostname;
  const port = Number(parsed.port);
  if (parsed.protocol === 'udp:') {
    const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
    return {
      async send(lines: string[]) {
        for (const line of lines) {
          await new Promise<void>((resolve, reject) =>
            socket.send(Buffer.from(line), port, host, (err) => (err ? reject(err) : resolve())),
          );
        }
      },
      close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
    };
  }
  let socket: Socket | undefined;
  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const next = connect({ host, port }, () => resolve(next));
      next.setTimeout(10_000, () => next.destroy(new Error('syslog connection timed out')));
      // Later errors end the socket (reopened on the next send); the entries are sent again then.
      next.on('error', reject);
      next.on('close', () => {
        if (socket === next) socket = undefined;
      });
    });
  return {
    async send(lines: string[]) {
      socket ??= await open();
      const s = socket;
      const framed = lines.map((line) => `${Buffer.byteLength(line)} ${line}`).join('');
      await new Promise<void>((resolve, reject) => s.write(framed, (err) => (err ? reject(err) : resolve())));
    },
    async close() {
      socket?.end();
      socket = undefined;
    },
  };
}

export type SyslogSender = ReturnType<typeof createSyslogSender>;
