/**
 * A room's start as a player reads a clock: "06:05" in their language and time zone, with the
 * weekday when it is not today ("Tue 06:05"). The site's language ids are written en_US; Intl
 * wants en-US. `timeZone` is for tests; the browser's own zone otherwise.
 */
export function startTimeText(startMs: number, nowMs: number, language: string, timeZone?: string): string {
  const locale = language.replace('_', '-');
  const day = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      ms,
    );
  const sameDay = day(startMs) === day(nowMs);
  const options: Intl.DateTimeFormatOptions = { timeZone, hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(locale, sameDay ? options : { ...options, weekday: 'short' }).format(
      startMs,
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(startMs);
  }
}
