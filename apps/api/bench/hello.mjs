// This machine's ceiling, measured in the same run: a bare Fastify hello world, and the same bare
// Fastify sending a fixed copy of a product-detail response (PAYLOAD_URL) without any work.
import Fastify from 'fastify';

const payload = process.env.PAYLOAD_URL ? await (await fetch(process.env.PAYLOAD_URL)).text() : '{}';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/payload', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(payload);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({ ready: true, port: app.server.address().port, payloadBytes: payload.length })}\n`,
);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
