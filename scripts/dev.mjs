// `npm run dev`: the game server under `tsx watch` on API_PORT (default 8081) and Vite with HMR on
// PORT (default 8080), which proxies /rpc, /ws and /client to the server (vite.config.ts).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      DRAWHALL_SEED: '1',
      DRAWHALL_DEV: '1',
      DRAWHALL_ALLOW_SANDBOX: '1',
      ...process.env,
      PORT: apiPort,
    },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
