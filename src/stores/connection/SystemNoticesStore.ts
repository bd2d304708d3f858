import { makeAutoObservable } from 'mobx';
import { SERVER_TIME_DELTA_WARNING_MS } from '../../../protocol/constants';
import type { ModalName, UiStore } from '../UiStore';
import type { ClientErrorReport } from './clientErrorReporter';

/** Dialogs that offer depositing: a payment page's cross-origin frame error closes them. */
const DEPOSIT_DIALOGS: ModalName[] = ['notEnoughFunds', 'afterFullRegistrationDeposit'];
/** Benign browser noise that is not an application error. */
const IGNORED_ERRORS = [/ResizeObserver loop/i];

export type SystemPopup = 'clock' | 'refreshTime' | 'outdatedBrowser';

/**
 * Popups about the player's machine rather than the game (spec section 8): the system clock off
 * by 5 s or more, the 'Refresh Time' dialog after an uncaught error, the outdated browser.
 */
export class SystemNoticesStore {
  readonly open = new Set<SystemPopup>();
  /** Uncaught errors seen on this page (reported to the console, counted for tests and support). */
  uncaughtErrors = 0;

  constructor(
    private readonly ui: UiStore,
    /** Sends the error to the server for the operators (clientErrorReporter.ts); tests leave it out. */
    private readonly report: (report: ClientErrorReport) => void = () => undefined,
  ) {
    makeAutoObservable<SystemNoticesStore, 'ui' | 'report'>(this, { ui: false, report: false });
  }

  isOpen(popup: SystemPopup): boolean {
    return this.open.has(popup);
  }

  close(popup: SystemPopup): void {
    this.open.delete(popup);
  }

  /** After init: warn once when the machine's clock differs from the server's by 5 s or more. */
  checkClock(serverTimeOffsetMs: number): void {
    if (Math.abs(serverTimeOffsetMs) >= SERVER_TIME_DELTA_WARNING_MS) this.open.add('clock');
  }

  checkBrowser(outdated: boolean): void {
    if (outdated) this.open.add('outdatedBrowser');
  }

  /**
   * Spec section 8, Uncaught errors: reported; one about a cross-origin frame (a payment page
   * embedded in the deposit dialog) only hides the deposit dialog, any other offers a reload.
   */
  /** A render error: the error screen already shows, so only counted and reported. */
  renderError(error: Error): void {
    this.uncaughtErrors += 1;
    this.report({ kind: 'render', message: error.message || error.name, stack: error.stack });
  }

  uncaughtError(message: string, detail: Omit<ClientErrorReport, 'message'> = { kind: 'error' }): void {
    if (IGNORED_ERRORS.some((re) => re.test(message))) return;
    this.uncaughtErrors += 1;
    console.error('uncaught error:', message);
    this.report({ ...detail, message });
    if (/cross-origin frame/i.test(message)) {
      for (const name of DEPOSIT_DIALOGS) this.ui.closeModal(name);
      return;
    }
    this.open.add('refreshTime');
  }
}
