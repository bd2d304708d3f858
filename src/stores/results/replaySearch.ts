/** The replay search form (spec: replay history search by game, instance id and date range). */
export interface ReplaySearchForm {
  gameId: string;
  gameInstanceId: string;
  /** Dates as the date input gives them: 'YYYY-MM-DD', or ''. */
  from: string;
  to: string;
}

export interface ReplaySearchParams {
  gameId?: number;
  gameInstanceId?: number;
  gameEndedMin?: number;
  gameEndedMax?: number;
}

export type ReplaySearchError = 'results.replay.errors.instance' | 'results.replay.errors.range';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight of a 'YYYY-MM-DD' date; null when it is not one. */
export function dayStart(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const t = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return Number.isFinite(t) ? t : null;
}

/** The form as call parameters: the range covers both whole days; errors are message keys. */
export function replaySearchParams(
  form: ReplaySearchForm,
): { params: ReplaySearchParams; error: null } | { params: null; error: ReplaySearchError } {
  const params: ReplaySearchParams = {};
  const id = form.gameInstanceId.trim();
  if (id) {
    if (!/^\d{1,15}$/.test(id) || Number(id) < 1)
      return { params: null, error: 'results.replay.errors.instance' };
    params.gameInstanceId = Number(id);
  }
  if (form.gameId) params.gameId = Number(form.gameId);
  const from = form.from ? dayStart(form.from) : null;
  const to = form.to ? dayStart(form.to) : null;
  if (from !== null) params.gameEndedMin = from;
  if (to !== null) params.gameEndedMax = to + DAY_MS - 1;
  if (from !== null && to !== null && from > to)
    return { params: null, error: 'results.replay.errors.range' };
  return { params, error: null };
}

/** Whether a finished game's end time falls in the searched range. */
export function inRange(endedOn: number, p: ReplaySearchParams): boolean {
  return (
    (p.gameEndedMin === undefined || endedOn >= p.gameEndedMin) &&
    (p.gameEndedMax === undefined || endedOn <= p.gameEndedMax)
  );
}
