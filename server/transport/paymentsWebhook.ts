import type { FastifyInstance } from 'fastify';
import type { CashierService } from '../domain/cashier/service';
import type { SandboxProvider } from '../domain/payments/sandbox';
import { SIGNATURE_HEADER } from '../domain/payments/signature';

const MAX_BODY = 16 * 1024;

/**
 * Payment provider callbacks:
 * - `POST /payments/webhook/:provider`: a signed settlement event (raw JSON body, HMAC in
 *   X-Sandbox-Signature). 200 once applied (or already applied), 401 when the signature is wrong.
 * - `GET|POST /payments/sandbox/challenge/:ref`: the sandbox's stand-in for the issuer's second
 *   step (3-D Secure-like): a page with Pass and Fail, and the form post that completes it, then
 *   sends the browser back to the deposit's returnUrl with `?pid=<orderId>` (303).
 * Register with `app.register(paymentsWebhookPlugin(services.cashier))` (encapsulated: the raw
 * JSON parser applies to these routes only).
 */
export function paymentsWebhookPlugin(cashier: Pick<CashierService, 'handleWebhook' | 'provider'>) {
  return async function paymentsWebhook(app: FastifyInstance) {
    app.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: MAX_BODY },
      (_req, body, done) => done(null, body),
    );

    app.post<{ Params: { provider: string } }>('/payments/webhook/:provider', async (request, reply) => {
      if (request.params.provider !== cashier.provider.name) return reply.code(404).send({ ok: false });
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      const applied = await cashier.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
      return reply.code(applied ? 200 : 401).send({ ok: applied });
    });

    const sandbox = cashier.provider as Partial<SandboxProvider>;
    if (typeof sandbox.completeChallenge !== 'function') return;

    app.get<{ Params: { ref: string } }>('/payments/sandbox/challenge/:ref', async (request, reply) => {
      const ref = request.params.ref.replace(/[^\w-]/g, '');
      const form = (passed: boolean, label: string) =>
        `<form method="post" action="/payments/sandbox/challenge/${ref}"><input type="hidden" name="passed" value="${passed}"><button>${label}</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><title>Sandbox 3-D Secure</title><h1>Sandbox bank check</h1>${form(true, 'Pass')}${form(false, 'Fail')}`,
        );
    });

    app.post<{ Params: { ref: string } }>('/payments/sandbox/challenge/:ref', async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const passed = /passed=true|"passed"\s*:\s*true/.test(body);
      // Read before completing: the answered challenge is forgotten.
      const returnTo = sandbox.challengeReturn?.(request.params.ref) ?? null;
      const known = await sandbox.completeChallenge!(request.params.ref, passed);
      // Like a real provider, back to the page the deposit started on, naming the order (pid).
      if (known && returnTo) return reply.redirect(returnTo, 303);
      return reply.code(known ? 200 : 404).send({ ok: known, passed });
    });
  };
}
