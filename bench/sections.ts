// Every section of `npm run bench`, with its time budget and its size in a full and a quick run.
// run.ts runs each in its own process (runSection.ts) and ends that process when its budget runs
// out, so one section that hangs costs its budget, not the run. Each imports its bench when it
// runs: a section's process loads only its own code (the browser benches' is heavy).
import type { BenchSize } from './benchSize';
import type { BenchSection } from './report';

export type { BenchSize } from './benchSize';

export interface SectionSpec {
  id: string;
  /** Wall seconds the section may take, full and quick, start-up included. */
  budget: { full: number; quick: number };
  /** What it cannot run without: it is reported skipped otherwise. */
  needs?: ('database' | 'redis' | 'build')[];
  run(size: BenchSize): Promise<BenchSection[]>;
}

const at = (size: BenchSize, full: number, floor: number) => Math.max(floor, Math.round(full * size.scale));

export const SECTIONS: SectionSpec[] = [
  {
    id: 'httpOverhead',
    budget: { full: 150, quick: 30 },
    run: async (size) => {
      const { benchHttpOverhead, httpOverheadSection } = await import('./httpOverhead');
      const seconds = size.seconds * 2;
      return [httpOverheadSection(await benchHttpOverhead({ connections: at(size, 50, 10), seconds }))];
    },
  },
  {
    id: 'malformedFlood',
    budget: { full: 150, quick: 30 },
    run: async (size) => {
      const { benchMalformedFlood, malformedFloodSection } = await import('./malformedFlood');
      const flood = size.quick ? { seconds: 3, roundSeconds: 1 } : { seconds: 30, roundSeconds: 5 };
      return [malformedFloodSection(await benchMalformedFlood(flood))];
    },
  },
  {
    id: 'lobbyAtScale',
    budget: { full: 180, quick: 30 },
    run: async (size) => {
      const { benchLobbyAtScale, lobbyAtScaleSection } = await import('./lobbyAtScale');
      const small = size.quick ? { pushes: 3, gapMs: 1000, processes: 2 } : {};
      return [lobbyAtScaleSection(await benchLobbyAtScale({ clients: at(size, 10_000, 100), ...small }))];
    },
  },
  {
    id: 'bingoCallFanout',
    budget: { full: 90, quick: 25 },
    run: async (size) => {
      const { benchBingoCallFanout, bingoCallFanoutSection } = await import('./bingoCallFanout');
      return [bingoCallFanoutSection(await benchBingoCallFanout({ clients: at(size, 2000, 20) }))];
    },
  },
  {
    id: 'bingoWinCheck',
    budget: { full: 90, quick: 15 },
    run: async (size) => {
      const { benchBingoWinCheck, bingoWinCheckSection } = await import('./bingoWinCheck');
      return [bingoWinCheckSection(await benchBingoWinCheck({ cards: at(size, 100_000, 1000) }))];
    },
  },
  {
    id: 'joinsScaleOut',
    budget: { full: 90, quick: 15 },
    needs: ['database'],
    run: async (size) => {
      const { benchJoinsScaleOut, joinsScaleOutSection } = await import('./joinsScaleOut');
      return [
        joinsScaleOutSection(
          await benchJoinsScaleOut({
            databaseUrl: size.databaseUrl!,
            clients: at(size, 50, 10),
            seconds: size.seconds,
          }),
        ),
      ];
    },
  },
  {
    id: 'scaleOut',
    budget: { full: 120, quick: 25 },
    needs: ['database', 'redis'],
    run: async (size) => {
      const { benchScaleOut, scaleOutSection } = await import('./scaleOut');
      const small = size.quick ? { pushes: 3, gapMs: 1000 } : {};
      return [
        scaleOutSection(
          await benchScaleOut({
            databaseUrl: size.databaseUrl!,
            redisUrl: size.redisUrl!,
            clientsPerServer: at(size, 2000, 20),
            ...small,
          }),
        ),
      ];
    },
  },
  {
    id: 'inProcessRpc',
    budget: { full: 90, quick: 25 },
    run: async (size) => (await import('./inProcessRpc')).inProcessRpcSections(size),
  },
  {
    id: 'ledgerTransfers',
    budget: { full: 150, quick: 30 },
    needs: ['database'],
    run: async (size) => {
      const { ledgerTransfersSection } = await import('./ledgerTransfers');
      const section = await ledgerTransfersSection(size.quick ? 1 : size.seconds);
      return section ? [section] : [];
    },
  },
  {
    id: 'joins',
    budget: { full: 90, quick: 15 },
    run: async (size) => [await (await import('./storageSections')).joinsSection(size)],
  },
  {
    id: 'joinsOverRpc',
    budget: { full: 240, quick: 40 },
    needs: ['database'],
    run: async (size) => {
      const { benchJoinsOverRpc, joinsOverRpcSection } = await import('./joinsOverRpc');
      // A warm-up before each measured run: each server process compiles its join path first.
      const base = {
        databaseUrl: size.databaseUrl!,
        seconds: size.seconds,
        clients: at(size, 200, 20),
        warmupSeconds: size.quick ? 1 : 3,
      };
      const runs = [await benchJoinsOverRpc({ ...base, limits: false }), await benchJoinsOverRpc(base)];
      if (size.redisUrl) runs.push(await benchJoinsOverRpc({ ...base, servers: 2, redisUrl: size.redisUrl }));
      return [joinsOverRpcSection(runs)];
    },
  },
  {
    id: 'instantPurchases',
    budget: { full: 90, quick: 15 },
    run: async (size) => [await (await import('./storageSections')).instantPurchasesSection(size)],
  },
  {
    id: 'settle',
    budget: { full: 240, quick: 30 },
    run: async (size) => [await (await import('./settle')).settleSection(size)],
  },
  {
    id: 'backOfficeScale',
    budget: { full: 900, quick: 90 },
    needs: ['database'],
    run: async (size) => {
      const { benchBackOfficeScale, backOfficeScaleSection } = await import('./backOfficeScale');
      // BENCH_BACKOFFICE_PLAYERS=20000 checks the section in seconds (entries ten a player).
      const players = Number(process.env.BENCH_BACKOFFICE_PLAYERS ?? (size.quick ? 20_000 : 1_000_000));
      const entries = Number(process.env.BENCH_BACKOFFICE_ENTRIES ?? players * 10);
      return [
        backOfficeScaleSection(
          await benchBackOfficeScale({ databaseUrl: size.databaseUrl!, players, entries }),
        ),
      ];
    },
  },
  {
    id: 'lobbyRendering',
    budget: { full: 120, quick: 35 },
    needs: ['build'],
    run: async (size) => {
      const { benchLobbyRendering } = await import('./lobbyRendering');
      const small = { instances: 200, batches: 3, changedPerBatch: 50, batchGapMs: 1000 };
      return [await benchLobbyRendering(size.quick ? small : {})];
    },
  },
  {
    id: 'firstLoadBytes',
    budget: { full: 150, quick: 45 },
    needs: ['build'],
    run: async (size) => [await (await import('./stage')).benchFirstLoadBytes(size.quick)],
  },
  {
    id: 'stage',
    // Every scene on two profiles, the phone's at a quarter of the CPU, each scene in a browser of
    // its own within 75 s (bench/stage.ts): 240 s, then 420 s, ran out with nothing written. Quick:
    // every scene on the desktop, three on the phone (about 5 s a scene), and the memory row.
    budget: { full: 540, quick: 150 },
    needs: ['build'],
    run: async (size) => {
      // Read when stage.ts loads: fewer frames per scene in a quick run.
      if (size.quick) process.env.BENCH_STAGE_FRAMES ??= '40';
      return (await import('./stage')).benchStage();
    },
  },
];
