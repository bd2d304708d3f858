/** The size of a run: `quick` shrinks every section to prove the benches in minutes. */
export interface BenchSize {
  quick: boolean;
  /** Seconds of load per measured run (10 full, 2 quick). */
  seconds: number;
  /** Client counts, cards and plays are multiplied by this (1 full, small quick). */
  scale: number;
  databaseUrl?: string;
  redisUrl?: string;
}
