export type CustomPageContent =
  { kind: 'html'; html: string } | { kind: 'url'; url: string } | { kind: 'empty' } | { kind: 'error' };

/** A custom page's text is HTML, or a URL to open in a new window, or empty (spec section 2). */
export function classifyCustomPage(text: string): CustomPageContent {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  if (/^https?:\/\/\S+$/i.test(trimmed)) return { kind: 'url', url: trimmed };
  return { kind: 'html', html: trimmed };
}

export async function fetchCustomPage(url: string): Promise<CustomPageContent> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (response.status >= 400) return { kind: 'error' };
    return classifyCustomPage(await response.text());
  } catch {
    return { kind: 'error' };
  }
}
