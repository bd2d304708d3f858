import { makeAutoObservable } from 'mobx';
import { SERVER_TIME_DELTA_WARNING_MS } from '../../../protocol/constants';
import type { ModalName, UiStore } from '../UiStore';

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

  constructor(private readonly ui: UiStore) {
    makeAutoObservable<SystemNoticesStore, 'ui'>(this, { ui: false });
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
  uncaughtError(message: string): void {
    if (IGNORED_ERRORS.some((re) => re.test(message))) return;
    this.uncaughtErrors += 1;
    console.error('uncaught error:', message);
    if (/cross-origin frame/i.test(message)) {
      for (const name of DEPOSIT_DIALOGS) this.ui.closeModal(name);
      return;
    }
    this.open.add('refreshTime');
  }
}
