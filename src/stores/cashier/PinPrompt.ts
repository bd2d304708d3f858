import { makeAutoObservable } from 'mobx';
import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';

/** Why the prompt is open again: the PIN just given was wrong. */
export type PinPromptError = 'incorrect' | null;

/** The faults the prompt answers; anything else goes back to the caller as it came. */
const ASKS_FOR_PIN: ReadonlySet<string> = new Set([FaultCode.PinRequired, FaultCode.PinIncorrect]);

/**
 * The spec's enter-PIN prompt (section 6, pinRequired): a call the server refuses for want of the
 * player's PIN opens it, and the call goes again with the PIN entered, as often as the player
 * tries (the server bounds the guesses). Cancelling hands the refusal back to the caller.
 */
export class PinPrompt {
  open = false;
  error: PinPromptError = null;
  private answer: ((pin: string | null) => void) | null = null;

  constructor() {
    makeAutoObservable<PinPrompt, 'answer'>(this, { answer: false }, { autoBind: true });
  }

  /** Runs `call` without a PIN; while the server asks for one, asks the player and retries. */
  async withPin<T>(call: (pin?: string) => Promise<T>): Promise<T> {
    let pin: string | undefined;
    for (;;) {
      try {
        const result = await call(pin);
        this.close();
        return result;
      } catch (error) {
        const code = String(toRpcFault(error).code);
        if (!ASKS_FOR_PIN.has(code)) {
          this.close();
          throw error;
        }
        const entered = await this.ask(code === FaultCode.PinIncorrect ? 'incorrect' : null);
        if (entered === null) throw error;
        pin = entered;
      }
    }
  }

  submit(pin: string): void {
    this.settle(pin);
  }

  cancel(): void {
    this.close();
    this.settle(null);
  }

  private ask(error: PinPromptError): Promise<string | null> {
    this.open = true;
    this.error = error;
    return new Promise((resolve) => (this.answer = resolve));
  }

  private settle(pin: string | null): void {
    const answer = this.answer;
    this.answer = null;
    answer?.(pin);
  }

  private close(): void {
    this.open = false;
    this.error = null;
  }
}
