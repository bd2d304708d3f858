import { resolveDeps, type PlayersDeps } from '../players/deps';
import { confirmEmail } from './emailConfirmation';
import {
  lastVerificationRequest,
  replyToRequest,
  requestIdVerification,
  reviewRequest,
  submitRequest,
  type IdDocumentInput,
} from './idVerification';
import { takePhoneAttempt } from './phoneLimits';
import { requestPhoneValidation, submitPhoneValidation } from './phoneValidation';

/** Email, phone and identity verification (spec section 4, Verification). */
export function createVerificationService(input: PlayersDeps) {
  const deps = resolveDeps(input);
  return {
    confirmEmail: (token: string) => confirmEmail(deps, token),
    async requestPhoneValidation(playerId: number, phone: string, ip: string) {
      await takePhoneAttempt(deps.db, playerId, 'request', deps.clock.now());
      return requestPhoneValidation(deps, playerId, phone, ip);
    },
    async submitPhoneValidation(playerId: number, phone: string, code: string) {
      await takePhoneAttempt(deps.db, playerId, 'submit', deps.clock.now());
      return submitPhoneValidation(deps, playerId, phone, code);
    },
    requestIdVerification: (playerId: number, doc: IdDocumentInput) =>
      requestIdVerification(deps, playerId, doc),
    lastRequest: (playerId: number) => lastVerificationRequest(deps, playerId),
    reply: (playerId: number, requestId: number, reply: string) =>
      replyToRequest(deps, playerId, requestId, reply),
    submit: (playerId: number, requestId: number, attachment?: string) =>
      submitRequest(deps, playerId, requestId, attachment),
    /** Operator only (the console's decideVerification, scripts/operator.ts). */
    review: (
      requestId: number,
      status: 'VERIFIED' | 'REJECTED',
      kind: 'id' | 'address' = 'id',
      within?: Parameters<typeof reviewRequest>[4],
    ) => reviewRequest(deps, requestId, status, kind, within),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
