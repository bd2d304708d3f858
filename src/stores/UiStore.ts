import { makeAutoObservable } from 'mobx';
import { DEFAULT_LANGUAGE, THEMES, type Theme } from '../constants';
import type { ConfigurationStore } from './ConfigurationStore';

export type ModalName =
  | 'login'
  | 'phoneLogin'
  | 'register'
  | 'reconnecting'
  | 'newVersion'
  | 'fullRegistration'
  | 'forgotPassword'
  | 'emailVerification'
  | 'segmentNotice'
  | 'afterFullRegistrationEmail'
  | 'afterFullRegistrationDeposit'
  | 'notEnoughFunds';

/** A one-off message dialog, by translation keys. */
export interface Notice {
  titleKey: string;
  bodyKey: string;
  /** Interpolation values for the body ('You were awarded {{amount}}.'). */
  values?: Record<string, string>;
}

/** What the view state reads of the rest: the site's configured theme. */
export interface UiStoreDeps {
  readonly configuration: ConfigurationStore;
}

/** View state shared by the shell: open dialogs, drawer, banner, theme and language. */
export class UiStore {
  readonly modals = new Set<ModalName>();
  drawerOpen = false;
  bannerDismissed = false;
  /** The latest operator message (global or private push, or one kept for the login). */
  announcement: { title: string; body: string } | null = null;
  themeOverride: Theme | null = null;
  language: string = DEFAULT_LANGUAGE;
  languageReady = false;
  notice: Notice | null = null;
  newVersionAvailable = false;
  /** Long calls under way (deposits, withdrawals, joins): the spec's processing dialog shows. */
  processing = 0;

  constructor(private readonly deps: UiStoreDeps) {
    makeAutoObservable<UiStore, 'deps'>(this, { deps: false });
  }

  isOpen(name: ModalName): boolean {
    return this.modals.has(name);
  }

  openModal(name: ModalName): void {
    this.modals.add(name);
  }

  closeModal(name: ModalName): void {
    this.modals.delete(name);
  }

  closeAllModals(): void {
    this.modals.clear();
  }

  setDrawerOpen(open: boolean): void {
    this.drawerOpen = open;
  }

  dismissBanner(): void {
    this.bannerDismissed = true;
  }

  /** A new operator message shows in the banner at once, even after the last one was closed. */
  showAnnouncement(message: { title: string; body: string }): void {
    this.announcement = { title: message.title, body: message.body };
    this.bannerDismissed = false;
  }

  /** QA override from `?theme=`; unknown names are ignored. */
  setThemeOverride(name: string | null): void {
    this.themeOverride = name && (THEMES as readonly string[]).includes(name) ? (name as Theme) : null;
  }

  get theme(): Theme {
    return this.themeOverride ?? this.deps.configuration.theme;
  }

  setLanguage(language: string, ready: boolean): void {
    this.language = language;
    this.languageReady = ready;
  }

  showNotice(notice: Notice | null): void {
    this.notice = notice;
  }

  /** Runs a long call with the processing dialog up; it goes when the last such call settles. */
  async whileProcessing<T>(work: () => Promise<T>): Promise<T> {
    this.processing += 1;
    try {
      return await work();
    } finally {
      this.endProcessing();
    }
  }

  private endProcessing(): void {
    this.processing = Math.max(0, this.processing - 1);
  }

  /** Spec section 8: a connection fault or a disconnect hides the processing dialog at once. */
  hideProcessing(): void {
    this.processing = 0;
  }

  flagNewVersion(): void {
    this.newVersionAvailable = true;
  }
}
