// `npm run build:server`: the server bundle production runs (dist-server/main.mjs; serverBundle.mjs).
import { join } from 'node:path';
import { bundleServer } from './serverBundle.mjs';

const root = new URL('..', import.meta.url).pathname;
console.log(`Built ${await bundleServer(join(root, 'server/main.ts'))}`);
