// A bare Fastify hello world: this machine's ceiling, measured in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true, port: app.server.address().port })}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
