import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { REDACTED_PATHS } from '../../../server/transport/logger';

describe('log redaction', () => {
  it('censors passwords, tokens and the auth header wherever they appear', () => {
    const lines: string[] = [];
    const log = pino(
      { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      { write: (l: string) => void lines.push(l) },
    );
    log.info({ password: 'p1', token: 't1' }, 'top');
    log.info({ params: { username: 'demo', password: 'p2', newPassword: 'p3' } }, 'params');
    log.info({ call: { params: { password: 'p4' } }, result: { token: 't2' } }, 'nested');
    log.info({ req: { headers: { 'x-auth-token': 't3', host: 'h' } } }, 'header');
    const text = lines.join('\n');
    for (const secret of ['p1', 'p2', 'p3', 'p4', 't1', 't2', 't3'])
      expect(text).not.toContain(`"${secret}"`);
    expect(text).toContain('"username":"demo"');
    expect(text).toContain('[redacted]');
  });
});
