/**
 * The bench's floors: what the hardware allows for each kind of call, on the same pool and data as
 * the server. Each route runs only the call's own SQL (the same prepared statements the server
 * runs, through the areas' faces) and sends its bytes: no session, guard, validation or logging.
 * A figure's ratio to its floor is what the server's own work costs.
 */
import { scopeOf } from '@console/contracts/access';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createDealersService } from '../modules/dealers';
import { findReportPage, toReportRow } from '../modules/device-logs';
import { findDevice } from '../modules/devices';
import { createFeedbackService } from '../modules/feedback';
import { createManufacturedDevicesService } from '../modules/manufactured-devices';
import { findEndUsers } from '../modules/users';
import type { RequestAuth } from '../platform/auth/request-auth';
import { openDatabase } from '../platform/db/client';
import { staffPermissions, staffUsers } from '../platform/db/schema';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const { db } = database;

/** The scope of the account the bench signs in with, read once. */
const [account] = await db
  .select()
  .from(staffUsers)
  .where(eq(staffUsers.userName, process.env.FLOOR_ACCOUNT ?? 'demo.l4'));
if (!account) throw new Error('floor: the bench account is missing; run npm run seed:scale');
const permissions = await db
  .select()
  .from(staffPermissions)
  .where(eq(staffPermissions.staffUserId, account.id));
const auth = { tenantId: account.tenantId, scope: scopeOf(permissions) } as RequestAuth;

const app = Fastify({ logger: false });
const json = (reply: { header: (k: string, v: string) => unknown }, body: unknown) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(body);
};

app.get<{ Params: { type: 'deviceId' | 'macAddress' | 'productSerialNumber'; value: string } }>(
  '/floor/lookup/:type/:value',
  async (request, reply) =>
    json(reply, (await findDevice(db, auth, request.params.type, request.params.value)) ?? {}),
);

// The call's own POST and JSON body (Fastify's parser), unvalidated: one of email, mobile, userId.
app.post<{ Body: { email: string } | { mobile: string } | { userId: string } }>(
  '/floor/users',
  async (request, reply) => json(reply, { users: await findEndUsers(db, auth, request.body) }),
);

app.get<{ Params: { kind: 'status' | 'diagnostic'; id: string }; Querystring: Record<string, string> }>(
  '/floor/logs/:kind/:id',
  async (request, reply) => {
    const { kind, id } = request.params;
    const q = request.query;
    const rows = await findReportPage(
      db,
      kind,
      { tenantId: auth.tenantId, deviceId: id },
      { fromTs: Number(q.fromTs), toTs: Number(q.toTs) },
      { index: Number(q.index ?? 0), size: Number(q.size ?? 100) },
    );
    return json(
      reply,
      rows.map((r) => toReportRow(kind, r.ts, JSON.parse(r.payloadJson))),
    );
  },
);

// List pages: the area's own page call (its SQL and row mapping), parameters as the route parses them.
const manufactured = createManufacturedDevicesService({ db });
const dealers = createDealersService({ db });
const feedback = createFeedbackService({ db });
const pageOf = (q: Record<string, string>) => ({ page: Number(q.page ?? 0), size: Number(q.size ?? 100) });

app.get<{ Querystring: Record<string, string> }>('/floor/manufactured', async (request, reply) => {
  const q = request.query;
  return json(
    reply,
    await manufactured.page(auth, {
      category: q.category ?? '',
      startDate: Number(q.startDate ?? 0),
      startSerialNumber: undefined,
      endSerialNumber: undefined,
      ...pageOf(q),
    }),
  );
});

app.get<{ Querystring: Record<string, string> }>('/floor/dealers', async (request, reply) =>
  json(reply, await dealers.list(auth, { country: request.query.country ?? '', ...pageOf(request.query) })),
);

app.get<{ Querystring: Record<string, string> }>('/floor/feedback', async (request, reply) => {
  const status = request.query.status as 'NEW' | undefined;
  const none = { deviceCategory: undefined, deviceBrand: undefined, type: undefined, mobile: undefined };
  const filters = { ...none, startDate: undefined, endDate: undefined, ...(status ? { status } : {}) };
  return json(reply, await feedback.search(auth, { ...filters, ...pageOf(request.query) }));
});

app.get('/floor/ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
// A clean exit on SIGTERM, so a CPU profile (BENCH_CPU_PROF) is written.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
