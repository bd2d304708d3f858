// Starts a bench process (a server or a load client) as its own node process so that it does not
// share the event loop it measures. The child prints one JSON line `{ ready: ... }` when it is up;
// further lines are replies to messages sent on its stdin.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/serverBundle.mjs';

export interface BenchChild {
  process: ChildProcess;
  ready: Record<string, unknown>;
  /** Sends one JSON line and resolves with the next JSON line the child prints. */
  ask(message: Record<string, unknown>): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

const bundles = new Map<string, Promise<string>>();

/** A child runs bundled, as production runs the server (scripts/serverBundle.mjs); peers alike. */
function bundled(path: string): Promise<string> {
  let bundle = bundles.get(path);
  if (!bundle) bundles.set(path, (bundle = bundleServer(path)));
  return bundle;
}

/**
 * `script` is relative to bench/processes/. The fd limit is raised for the child where the shell
 * allows (10,000 sockets need more than the usual 1,024). BENCH_CPU_PROF=<dir> writes each
 * child's CPU profile there, to see where the time goes.
 */
export async function startChild(
  script: string,
  env: Record<string, string> = {},
  fdLimit = 65536,
): Promise<BenchChild> {
  const path = await bundled(fileURLToPath(new URL(script, import.meta.url)));
  const profile = process.env.BENCH_CPU_PROF;
  const nodeArgs = profile ? `--cpu-prof --cpu-prof-dir=${profile} ` : '';
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -n ${fdLimit} 2>/dev/null || ulimit -n $(ulimit -Hn); exec node --enable-source-maps --expose-gc ${nodeArgs}"$0"`,
      path,
    ],
    { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  lines.on('line', (line) => {
    if (!line.startsWith('{')) return;
    waiting.shift()?.(JSON.parse(line) as Record<string, unknown>);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      // One exit listener per pending reply, removed with its reply: a long run asks many times.
      const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
      child.once('exit', onExit);
      waiting.push((line) => {
        child.off('exit', onExit);
        resolve(line);
      });
    });
  const ready = await next();
  return {
    process: child,
    ready,
    ask(message) {
      const reply = next();
      child.stdin!.write(JSON.stringify(message) + '\n');
      return reply;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * In the child: print the ready line, then answer each stdin line with `handle`. Every child also
 * answers `{ cpu: 'reset' }` and `{ cpu: 'read' }` (`{ cpuMs }`, its CPU time since the reset), and
 * `{ memory: 'read' }` (`{ rssMiB, heapMiB }`):
 * what a run cost that process, whatever else the machine was doing (wall-clock rates on shared
 * cores include everyone's waits).
 */
export function serveParent(
  ready: Record<string, unknown>,
  handle: (message: Record<string, unknown>) => Promise<Record<string, unknown>> = async () => ({}),
): void {
  console.log(JSON.stringify({ ready: true, ...ready }));
  let cpuSince = process.cpuUsage();
  const answer = async (message: Record<string, unknown>): Promise<Record<string, unknown>> => {
    if (message.cpu === 'reset') {
      cpuSince = process.cpuUsage();
      return {};
    }
    if (message.cpu === 'read') {
      const used = process.cpuUsage(cpuSince);
      return { cpuMs: (used.user + used.system) / 1000 };
    }
    if (message.memory === 'read') {
      // After a full collection where the child runs with --expose-gc: what stays, not what waits.
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      return { rssMiB: rss / 2 ** 20, heapMiB: heapUsed / 2 ** 20 };
    }
    return handle(message);
  };
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    void answer(JSON.parse(line) as Record<string, unknown>).then((reply) =>
      console.log(JSON.stringify(reply)),
    );
  });
  lines.on('close', () => process.exit(0));
}
