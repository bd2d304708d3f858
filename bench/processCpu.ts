// CPU time of a process on this machine, from Linux's /proc: what a run cost that process, whatever
// else the machine was doing (wall-clock rates on shared cores include everyone's waits).
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** User plus system CPU milliseconds of `pid` so far, or null where /proc cannot tell. */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses): utime, stime.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
