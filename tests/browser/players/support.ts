import { expect } from 'vitest';
import type { Platform } from '../support/platform';

interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
}

/** The newest link mailed to the address, read from the development outbox (GET /dev/outbox). */
export async function mailedLink(platform: Platform, to: string, path: '/emailconfirmation' | '/password') {
  let link: URL | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${platform.url}/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const found = messages.map((m) => /https?:\/\/\S+/.exec(m.body)?.[0]).find((u) => u?.includes(path));
        link = found ? new URL(found) : null;
        return link !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  // The mail names the site's configured URL; the test server listens elsewhere.
  return `${link!.pathname}${link!.search}`;
}

export { logIn, logOut } from '../support/session';
