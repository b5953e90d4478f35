/**
 * The API token figure of `npm run bench` (issue 33): the device lookup by id with an API token
 * beside the same calls with a person's session, alternating (BENCH_ROUNDS), as a ratio in one run
 * (target: within 5 %, a throughput ratio of 0.95 or more). Every token call is audited after its
 * answer (platform/auth/token-calls.ts, in batches): the figure also says how many of the token's
 * calls the audit log holds once it has caught up, against autocannon's count of answers.
 */
import pg from 'pg';
import { median } from './bench-results';

type Row = Record<string, unknown> & { figure: string; requestsPerSecond: number; p99Ms: number };
type Measure = (
  figure: string,
  base: string,
  paths: string[],
  headers: Record<string, string>,
) => Promise<Row & { seconds: number }>;

export const API_TOKEN_FIGURE = 'device lookup by id with an API token';
const TARGET_RATIO = 0.95;

const ratio = (a: number, b: number) => Number((a / Math.max(1, b)).toFixed(3));

/**
 * Counts the token's audited calls (each entry lists a batch's, `count`) until two reads a second
 * apart agree (the batches are written), and how long they took to.
 */
async function auditedCalls(databaseUrl: string, tokenId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            `SELECT coalesce(sum((detail ->> 'count')::int), 0) AS n FROM audit_log
              WHERE action = 'api-token.calls' AND entity_id = $1`,
            [tokenId],
          )
        ).rows[0]?.n ?? 0,
      );
    const started = Date.now();
    let last = -1;
    let changedAt = started;
    for (let n = await count(); n !== last; n = await count()) {
      last = n;
      changedAt = Date.now();
      await new Promise((r) => setTimeout(r, 1000));
    }
    // How long after the last round's answers the audit log still grew (0: it had caught up).
    return { calls: last, lagSeconds: Math.max(0, Math.round((changedAt - started) / 1000) - 1) };
  } finally {
    await db.end();
  }
}

export async function apiTokenFigure(input: {
  api: string;
  headers: Record<string, string>;
  databaseUrl: string;
  paths: string[];
  rounds: number;
  measure: Measure;
}) {
  const made = await fetch(`${input.api}/simplifi/v1/apiTokens`, {
    method: 'POST',
    headers: { ...input.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'bench lookups',
      expiresInDays: 1,
      rules: ['deviceLookup'],
      readOnly: true,
    }),
  });
  if (!made.ok) throw new Error(`${API_TOKEN_FIGURE}: token not made: ${made.status} ${await made.text()}`);
  const { token, tokenId } = (await made.json()) as { token: string; tokenId: string };
  const tokenHeaders = { ...input.headers, authorization: `Bearer ${token}` };
  const sessions: Row[] = [];
  const tokens: Row[] = [];
  let tokenAnswers = 0;
  for (let round = 0; round < input.rounds; round++) {
    sessions.push(await input.measure(`${API_TOKEN_FIGURE}: session`, input.api, input.paths, input.headers));
    const row = await input.measure(API_TOKEN_FIGURE, input.api, input.paths, tokenHeaders);
    tokenAnswers += Math.round(row.requestsPerSecond * row.seconds);
    tokens.push(row);
  }
  const at = (rows: Row[], key: 'requestsPerSecond' | 'p99Ms') => median(rows.map((r) => r[key]));
  return {
    ...(tokens[0] as Row),
    figure: API_TOKEN_FIGURE,
    rounds: input.rounds,
    requestsPerSecond: at(tokens, 'requestsPerSecond'),
    p99Ms: at(tokens, 'p99Ms'),
    sessionRequestsPerSecond: at(sessions, 'requestsPerSecond'),
    sessionP99Ms: at(sessions, 'p99Ms'),
    throughputVsSession: median(
      tokens.map((t, i) => ratio(t.requestsPerSecond, sessions[i]?.requestsPerSecond ?? 0)),
    ),
    targetVsSession: TARGET_RATIO,
    // Autocannon's average a second times the seconds: about the answers (warm-ups not counted, so
    // the audit log holds somewhat more: the warm-up calls are audited too).
    tokenAnswersMeasured: tokenAnswers,
    ...(({ calls, lagSeconds }) => ({ tokenCallsAudited: calls, auditLagSeconds: lagSeconds }))(
      await auditedCalls(input.databaseUrl, tokenId),
    ),
  };
}
