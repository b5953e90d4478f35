/**
 * The notification figure of `npm run bench`: a push broadcast to every user of the scale set
 * (200,000), delivered by the server's engine to the outbox provider, from the send call until the
 * task's counts cover its whole audience; meanwhile one client reads the task's status as the
 * console polls it, and the p99 of those reads is reported (aims: 10,000 deliveries a second,
 * status reads p99 under 15 ms), with the server's RSS at the start and at its peak.
 */
import { processCpuMs, sampleRss } from './process-usage';

const POLL_MS = 50;
const TIMEOUT_MS = 300_000;

interface Task {
  status: {
    taskStatus: string;
    taskProcessStatus: { userCount: number; userFailedCount: number };
    notificationProcessStatus: {
      userSentCount: number;
      failedUserSentCount: number;
      tokenNotFoundUserCount: number;
    };
  };
}

const settled = (t: Task) => {
  const n = t.status.notificationProcessStatus;
  return (
    n.userSentCount +
    n.failedUserSentCount +
    n.tokenNotFoundUserCount +
    t.status.taskProcessStatus.userFailedCount
  );
};

export async function notificationFigure(api: string, headers: Record<string, string>, serverPid?: number) {
  const base = `${api}/simplifi/v1/notificationmanager`;
  const cpuBefore = serverPid ? processCpuMs(serverPid) : 0;
  // The server's memory must stay flat however large the audience (the engine streams it).
  const rss = serverPid ? sampleRss(serverPid) : undefined;
  const started = performance.now();
  const res = await fetch(`${base}/send`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      channel: { type: 'push', platform: ['an', 'ios'] },
      message: { payload: JSON.stringify({ title: 'Bench', body: 'Service notice' }) },
      severity: 'info',
      users: { broadcast: true },
      expiry: Math.floor(Date.now() / 1000) + 3600,
    }),
  });
  if (!res.ok) throw new Error(`notification send: HTTP ${res.status} ${await res.text()}`);
  const { taskId } = (await res.json()) as { taskId: string };
  const reads: number[] = [];
  let task: Task | undefined;
  let audience = 0;
  while (performance.now() - started < TIMEOUT_MS) {
    const asked = performance.now();
    task = (await (await fetch(`${base}/task/${taskId}`, { headers })).json()) as Task;
    reads.push(performance.now() - asked);
    audience = task.status.taskProcessStatus.userCount;
    if (['processed', 'expired', 'cancelled', 'failed'].includes(task.status.taskStatus)) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = rss?.stop();
  reads.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((reads[Math.min(reads.length - 1, Math.floor(q * reads.length))] ?? 0).toFixed(1));
  const delivered = task ? settled(task) : 0;
  return {
    figure: 'notification broadcast (push, every user, outbox provider)',
    status: task?.status.taskStatus,
    users: audience,
    delivered,
    seconds: Number(seconds.toFixed(1)),
    deliveriesPerSecond: Math.round(delivered / seconds),
    statusReads: reads.length,
    statusP50Ms: at(0.5),
    statusP99Ms: at(0.99),
    ...(serverPid && {
      serverCpuMsPer1000: Number(
        (((processCpuMs(serverPid) - cpuBefore) * 1000) / Math.max(1, delivered)).toFixed(1),
      ),
    }),
    ...memory,
    targetDeliveriesPerSecond: 10_000,
    targetStatusP99Ms: 15,
  };
}
