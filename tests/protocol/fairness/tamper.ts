import type { DrawEvidence, TicketEvidenceFile } from '../../../protocol/fairness';

/** One digit changed: a hex digit to the next, a number's last digit to the next. */
export function flipHex(hex: string, at = 10): string {
  const d = parseInt(hex[at], 16);
  return hex.slice(0, at) + ((d + 1) % 16).toString(16) + hex.slice(at + 1);
}

export const flipNumber = (n: number) => (n % 10 === 9 ? n - 1 : n + 1);

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Each tampering the issue names, with the step that must refuse it. */
export function drawTamperings(e: DrawEvidence) {
  return [
    { what: 'seed', step: 'commitment', evidence: { ...clone(e), seed: flipHex(e.seed!) } },
    {
      what: 'a drawn number',
      step: 'draws',
      evidence: { ...clone(e), draws: e.draws!.map((n, i) => (i === 0 ? flipNumber(n) : n)) },
    },
    {
      what: 'the commitment',
      step: 'commitment',
      evidence: { ...clone(e), commitment: { ...e.commitment!, seedHash: flipHex(e.commitment!.seedHash) } },
    },
  ];
}

export function ticketTamperings(f: TicketEvidenceFile) {
  const prize = clone(f);
  prize.ticket.prizeMinor = prize.ticket.prizeMinor === 0 ? 100 : 0;
  const node = clone(f);
  node.ticket.proof[0].hash = flipHex(node.ticket.proof[0].hash);
  return [
    { what: "a ticket's prize", step: 'proof', evidence: prize },
    { what: 'a proof node', step: 'proof', evidence: node },
  ];
}
