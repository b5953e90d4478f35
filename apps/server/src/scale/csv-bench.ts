/**
 * CSV (and NDJSON) download figures of `npm run bench`: one download at a time, read to the end, rows per
 * second, and the server's resident memory sampled while it streams (peak over its idle level):
 * a download must stream from the database, never build the file in memory (target under 200 MB).
 */
import { sampleRss } from './process-usage';

export async function csvFigure(
  figure: string,
  request: { url: string; method?: 'GET' | 'POST'; headers: Record<string, string> },
  serverPid: number,
  /** Lines before the rows: a CSV's header (an NDJSON file has none). */
  { headerLines = 1 }: { headerLines?: number } = {},
) {
  const rss = sampleRss(serverPid);
  const started = performance.now();
  try {
    const res = await fetch(request.url, { method: request.method ?? 'GET', headers: request.headers });
    if (!res.ok || !res.body) throw new Error(`${figure}: HTTP ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = Math.max(0, lines - headerLines);
    return {
      figure,
      rows,
      megabytes: Number((bytes / 1e6).toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round(rows / seconds),
      ...rss.stop(),
      targetPeakRssMb: 200,
    };
  } finally {
    rss.stop();
  }
}
