// A flood of bad bodies must not cost a TCP connection each: Fastify closes the connection after
// any body its parser rejects (it cannot tell whether the body was read), so every bad JSON body
// meant a new connection and a TIME_WAIT socket left on the server for a minute, and the rate of
// the next requests fell round after round (issue 35).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../support/fakeServer';
import { testHandlers } from '../support/testHandlers';

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
}

function post(agent: http.Agent, url: string, path: string, type: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, url),
      { method: 'POST', agent, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            reusedSocket: request.reusedSocket,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('bad request bodies', () => {
  let server: FakeServer;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    server = await startFakeServer({ handlers: testHandlers(new Map()) });
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  it('keeps the connection open after a body that is not JSON though it says so', async () => {
    const answers: Answer[] = [];
    for (let n = 0; n < 20; n++) {
      answers.push(await post(agent, server.url, '/no-such-page', 'application/json', '{"a":'));
    }
    expect(answers.every((a) => a.status >= 400 && a.status < 500)).toBe(true);
    expect(answers.map((a) => a.connection)).not.toContain('close');
    // One connection carried them all.
    expect(answers.slice(1).every((a) => a.reusedSocket)).toBe(true);
  });

  it('keeps it open after plain text and form bodies as well', async () => {
    const text = await post(agent, server.url, '/', 'text/plain', 'x'.repeat(100));
    const form = await post(agent, server.url, '/', 'application/x-www-form-urlencoded', 'a=%%%');
    expect([text.connection, form.connection]).not.toContain('close');
  });
});
