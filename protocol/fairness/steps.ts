/**
 * A verifier's answer: every step it ran, in order, each passed, failed or waiting (the seed not
 * revealed yet). The first failed step is the one a reader is told about.
 */
export type StepState = 'ok' | 'failed' | 'pending';

export interface Step {
  /** Stable name of the step, as docs/fairness.md lists them (`commitment`, `draws`, `proof`, ...). */
  step: string;
  /** The ticket checked, as gameId/poolNo/position (`601/1/7`); empty for a draw. */
  subject: string;
  state: StepState;
  detail: string;
}

export interface Report {
  kind: 'draw' | 'ticket' | 'tickets';
  /** No step failed. */
  ok: boolean;
  /** No step failed or waits on a seed still secret. */
  complete: boolean;
  steps: Step[];
  firstFailure: Step | null;
}

export class Steps {
  readonly list: Step[] = [];
  constructor(private readonly subject = '') {}

  ok(step: string, detail: string) {
    this.list.push({ step, subject: this.subject, state: 'ok', detail });
  }
  failed(step: string, detail: string) {
    this.list.push({ step, subject: this.subject, state: 'failed', detail });
  }
  pending(step: string, detail: string) {
    this.list.push({ step, subject: this.subject, state: 'pending', detail });
  }
  /** Records `ok` or `failed` by a condition; answers the condition. */
  check(step: string, pass: boolean, ok: string, failed: string): boolean {
    if (pass) this.ok(step, ok);
    else this.failed(step, failed);
    return pass;
  }
}

export function reportOf(kind: Report['kind'], steps: Step[]): Report {
  const firstFailure = steps.find((s) => s.state === 'failed') ?? null;
  return {
    kind,
    ok: firstFailure === null,
    complete: steps.every((s) => s.state === 'ok'),
    steps,
    firstFailure,
  };
}

export const HEX32 = /^[0-9a-f]{64}$/;
export const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
