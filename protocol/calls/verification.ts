import { z } from 'zod';
import { defineCall, noParams } from './define';
import { id, memberId, phoneNumber, token } from './schemas';
import { rules } from '../validation/rules';
import type { OneResult } from './results';
import { VERIFICATION_DOCUMENTS } from '../idDocument';

export const requestEmailConfirmation = defineCall<OneResult>()({
  name: 'requestEmailConfirmation',
  access: 'open',
  area: 'verification',
  summary: "(Re)send the email-confirmation link to the logged-in player's address",
  params: z.object({ email: rules.email.optional(), memberId: memberId.optional() }),
});

export const submitEmailConfirmation = defineCall<OneResult>()({
  name: 'submitEmailConfirmation',
  access: 'open',
  area: 'verification',
  summary: 'Confirm an email address with the token from the link: 1 when confirmed',
  params: z.object({ token }),
});

export const requestIdVerification = defineCall<OneResult>()({
  name: 'requestIdVerification',
  access: 'auth',
  area: 'verification',
  summary:
    'Ask for identity or address verification with a document and its reference; an identity document is answered by an id verification event, a proof of address (utility bill, bank statement, tax letter) by an address verification event',
  params: z.object({
    documentType: z.enum(VERIFICATION_DOCUMENTS),
    documentNumber: z.string().min(3).max(32),
    documentImage: z
      .string()
      .max(48 * 1024)
      .optional(),
  }),
});

export interface VerificationRequest {
  id: number;
  status: 'PENDING' | 'ANSWERED' | 'SUBMITTED' | 'VERIFIED' | 'REJECTED';
  question: string;
  reply: string | null;
  createdOn: number;
}

export const getLastVerificationRequest = defineCall<VerificationRequest | null>()({
  name: 'getLastVerificationRequest',
  access: 'open',
  area: 'verification',
  summary: "The player's latest verification request from support, if any",
  params: noParams,
});

export const postVerificationRequestReply = defineCall<OneResult>()({
  name: 'postVerificationRequestReply',
  access: 'open',
  area: 'verification',
  summary: 'Answer a verification request with text',
  params: z.object({ requestId: id, reply: z.string().min(1).max(2000) }),
});

export const postVerificationRequestSubmit = defineCall<OneResult>()({
  name: 'postVerificationRequestSubmit',
  access: 'open',
  area: 'verification',
  summary: 'Submit a verification request (with its attachment) for review',
  params: z.object({
    requestId: id,
    attachment: z
      .string()
      .max(48 * 1024)
      .optional(),
  }),
});

/** Answers a text containing '#' (the request reference) when the SMS was sent. */
export const requestPhoneValidation = defineCall<string>()({
  name: 'requestPhoneValidation',
  access: 'auth',
  area: 'verification',
  summary: 'Send a validation code by SMS to the phone number',
  params: z.object({ phone: phoneNumber.min(1) }),
});

export const submitPhoneValidation = defineCall<OneResult>()({
  name: 'submitPhoneValidation',
  access: 'auth',
  area: 'verification',
  summary: "Submit the SMS code: '1' when the phone is verified",
  params: z.object({
    phone: phoneNumber.min(1),
    code: z.string().min(4).max(8).regex(/^\d+$/, 'registration.quick.errors.phone'),
  }),
});
