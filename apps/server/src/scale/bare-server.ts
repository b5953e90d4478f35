import Fastify from 'fastify';

/** The bench's baseline: a bare Fastify route, measured in the same run as the real ones. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
