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
import { createPhoneLimits } from './phoneLimits';
import { requestPhoneValidation, submitPhoneValidation } from './phoneValidation';

/** Email, phone and identity verification (spec section 4, Verification). */
export function createVerificationService(input: PlayersDeps) {
  const deps = resolveDeps(input);
  const phoneLimits = createPhoneLimits(() => deps.clock.now());
  return {
    confirmEmail: (token: string) => confirmEmail(deps, token),
    requestPhoneValidation(playerId: number, phone: string) {
      phoneLimits.request(playerId);
      return requestPhoneValidation(deps, playerId, phone);
    },
    submitPhoneValidation(playerId: number, phone: string, code: string) {
      phoneLimits.submit(playerId);
      return submitPhoneValidation(deps, playerId, phone, code);
    },
    requestIdVerification: (playerId: number, doc: IdDocumentInput) =>
      requestIdVerification(deps, playerId, doc),
    lastRequest: (playerId: number) => lastVerificationRequest(deps, playerId),
    reply: (playerId: number, requestId: number, reply: string) =>
      replyToRequest(deps, playerId, requestId, reply),
    submit: (playerId: number, requestId: number, attachment?: string) =>
      submitRequest(deps, playerId, requestId, attachment),
    /** Operator only (scripts/operator.ts). */
    review: (requestId: number, status: 'VERIFIED' | 'REJECTED') => reviewRequest(deps, requestId, status),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
