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
