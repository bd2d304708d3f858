// The floor for HTTP: a bare Fastify hello-world answering POST /rpc/anon with fixed bytes.
import Fastify from 'fastify';
import { encode } from '../../protocol/codec';
import { serveParent } from './childProcess';

const app = Fastify({ logger: false });
const answer = Buffer.from(encode({ id: 1, ok: true, result: { pong: true } }));
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.post('/rpc/anon', async (_request, reply) => reply.type('application/x-msgpack').send(answer));
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
serveParent({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
