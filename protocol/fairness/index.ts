// The standalone verifier (docs/fairness.md): no server, no network, WebCrypto or node:crypto.
export { verifyEvidence, verifyEvidenceText } from './verifyEvidence';
export { DRAW_EVIDENCE, TICKET_EVIDENCE } from './evidence';
export type {
  DrawEvidence,
  DrawRules,
  PoolProgress,
  TicketEvidenceFile,
  TicketHistoryFile,
} from './evidence';
export type { Report, Step, StepState } from './steps';
export { formatReport } from './formatReport';
export { scanKeyOf } from './scanKey';
