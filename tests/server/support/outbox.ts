import { expect } from 'vitest';

interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
}

/** The token in the newest development-outbox message to the address (GET /dev/outbox, dev mode). */
export async function mailedToken(url: string, to: string): Promise<string> {
  const response = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const match = /[?&]key=([^\s&]+)/.exec(messages[0]?.body ?? '');
  if (!match) throw new Error(`no link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}
