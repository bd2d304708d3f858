import pino, { type Logger, type LevelWithSilent } from 'pino';

/**
 * Secrets never reach the log: passwords and tokens wherever they sit (params, results, errors,
 * headers) are censored by pino before a line is written. The dispatcher does not log params at
 * all; this is the second line of defence.
 */
export const REDACTED_PATHS = [
  'password',
  'token',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.*.password',
  '*.*.token',
  'headers["x-auth-token"]',
  'req.headers["x-auth-token"]',
  'req.headers.cookie',
  'res.headers["x-auth-token"]',
];

export function createLogger(level: LevelWithSilent = 'info'): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
