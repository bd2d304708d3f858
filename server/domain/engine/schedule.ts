import type { ScheduleConfig } from '../../config/schema';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The first scheduled start strictly after `after` (epoch ms). `every N minutes` slots are aligned
 * to UTC multiples of N minutes, so every process computes the same slots; fixed times are UTC.
 */
export function nextStartAfter(schedule: ScheduleConfig, after: number): number {
  if (schedule.type === 'every') {
    const period = schedule.minutes * MINUTE;
    return Math.floor(after / period) * period + period;
  }
  const offsets = schedule.times.map(toOffset).sort((a, b) => a - b);
  const dayStart = Math.floor(after / DAY) * DAY;
  for (const day of [dayStart, dayStart + DAY]) {
    for (const offset of offsets) if (day + offset > after) return day + offset;
  }
  throw new Error('unreachable: a fixed schedule has a slot within two days');
}

function toOffset(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 * MINUTE + minutes * MINUTE;
}
