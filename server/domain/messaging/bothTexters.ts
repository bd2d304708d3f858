import type { Texter } from './mailer';

/**
 * Sends each SMS through both texters, the first before the second: the gateway and, in
 * development, the outbox (GET /dev/outbox), so a developer with a gateway still sees the codes.
 */
export function bothTexters(first: Texter, second: Texter): Texter {
  return {
    async send(sms) {
      await first.send(sms);
      await second.send(sms);
    },
  };
}
