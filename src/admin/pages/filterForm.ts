import type { FormEvent } from 'react';

/**
 * A filter form's non-empty fields as the URL's search params (the offset dropped: new filters
 * start at the first page), so every filtered view can be linked and reloaded.
 */
export function filtersOf(event: FormEvent<HTMLFormElement>): URLSearchParams {
  event.preventDefault();
  const next = new URLSearchParams();
  for (const [name, value] of new FormData(event.currentTarget)) {
    const text = String(value).trim();
    if (text) next.set(name, text);
  }
  return next;
}

/** A whole number from the URL, or undefined for anything else. */
export function idParam(value: string | null): number | undefined {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** A UTC day of the URL (?from=2030-01-31) as epoch ms: its start, or for `to` the next day's start. */
export function dayParam(value: string | null, endOfDay: boolean): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at) ? undefined : at + (endOfDay ? 86_400_000 : 0);
}
