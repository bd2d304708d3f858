import type { Logger } from 'pino';
import type { Texter } from './mailer';

/** A gateway that has not answered by then is given up on: the player's call is waiting. */
export const SMS_TIMEOUT_MS = 5_000;

export interface SmsGatewayOptions {
  /**
   * http(s)://[user:pass@]host[:port]/path (SMS_URL). Credentials in the URL are sent as HTTP Basic
   * auth; the URL is never logged beyond its protocol, host and port.
   */
  url: string;
  /** Default SMS_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Where the log may say the SMS went: protocol, host and port only. */
export function smsTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'sms gateway (unparsable url)';
  }
}

/** The URL without its credentials (fetch refuses URLs that hold them) and the header carrying them. */
function endpointOf(url: string): { endpoint: string; authorization?: string } {
  // Not the URL in the message: it may hold credentials.
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
    throw new Error('SMS_URL is not an http or https URL');
  if (!parsed.username && !parsed.password) return { endpoint: parsed.href };
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return {
    endpoint: parsed.href,
    authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
  };
}

/**
 * SMS through an HTTP gateway: POST `{ to, body }` as JSON; any 2xx answer is delivery. Like the
 * SMTP mailer, a failed delivery (refused, unreachable, too slow) is logged and does not fail the
 * call that sent it: the player can ask for a new code. The body carries a live code and the number
 * is personal data, so neither goes to the log, nor do the URL's credentials.
 */
export function createHttpTexter(options: SmsGatewayOptions, deps: { log: Pick<Logger, 'warn'> }): Texter {
  // A malformed SMS_URL stops the server at start, not at the first phone code.
  const { endpoint, authorization } = endpointOf(options.url);
  const target = smsTarget(options.url);
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    async send(sms) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: JSON.stringify({ to: sms.to, body: sms.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel(); // the answer's body says nothing we use; free the socket
        if (!response.ok)
          deps.log.warn(
            { sms: target, memberId: sms.memberId, status: response.status },
            'sms delivery failed',
          );
      } catch (error) {
        const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: unknown } };
        deps.log.warn(
          {
            sms: target,
            memberId: sms.memberId,
            reason: name === 'TimeoutError' ? 'timeout' : (cause?.code ?? name),
          },
          'sms delivery failed',
        );
      }
    },
  };
}
