import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import { toRpcFault } from '../../net/clientFaults';
import type { ConfigurationStore } from '../ConfigurationStore';
import type { UiStore } from '../UiStore';
import { popupForRefusedJoin, refusedForUnverifiedEmail, type RgPopup } from './joinRefusal';
import type { LimitsStore } from './LimitsStore';
import { RealityCheckStore, type RealityCheckStoreDeps } from './RealityCheckStore';
import type { RestrictionStore } from './RestrictionStore';

/** The lazily made stores of the limit, time-out and exclusion pages (RootStore.stores gives them). */
export interface ResponsibleGamingForms {
  get(name: 'limits'): LimitsStore;
  get(name: 'restriction'): RestrictionStore;
  /** The restriction store if it was made (a logout has nothing to cancel otherwise). */
  peek(name: 'restriction'): RestrictionStore | undefined;
}

export interface ResponsibleGamingStoreDeps extends RealityCheckStoreDeps {
  readonly memberId: number;
  readonly configuration: ConfigurationStore;
  readonly ui: UiStore;
  readonly stores: ResponsibleGamingForms;
}

/** Responsible gaming on the client: limits, time-out and exclusion, reality check and the popups. */
export class ResponsibleGamingStore {
  readonly realityCheck: RealityCheckStore;
  popup: RgPopup | null = null;

  constructor(private readonly deps: ResponsibleGamingStoreDeps) {
    this.realityCheck = new RealityCheckStore(deps);
    makeAutoObservable<ResponsibleGamingStore, 'deps'>(this, {
      deps: false,
      limits: false,
      restriction: false,
    });
  }

  // The limit, time-out and exclusion forms (with their rules) load with their pages.
  get limits(): LimitsStore {
    return this.deps.stores.get('limits');
  }
  get restriction(): RestrictionStore {
    return this.deps.stores.get('restriction');
  }

  closePopup(): void {
    this.popup = null;
  }

  /** The site cannot sell here (address's country, or segment A/A1): the spec's popup. */
  async checkLocation(): Promise<void> {
    try {
      const eligible = await this.deps.transport.call('isEligibleLocation', { memberId: this.deps.memberId });
      if (!eligible) runInAction(() => (this.popup = 'notAvailableInCountry'));
    } catch (error) {
      console.warn('isEligibleLocation failed:', error instanceof Error ? error.message : String(error));
    }
  }

  /** Segments A and A1 are not available in the country (spec section 4): told at login. */
  afterLogin(): void {
    const segment = this.deps.session.player?.verification?.playerSegment;
    if (segment === 'A' || segment === 'A1') this.popup = 'notAvailableInCountry';
  }

  /** A refused join: segment A/A1 and free rolls without a deposit get their popups. */
  onJoinRefused(exitCode: number, game: Pick<GameInstance, 'gamePlayCost'> | null): void {
    const { session, configuration, ui } = this.deps;
    const emailVerifiedEnabled = configuration.configuration?.emailVerifiedEnabled ?? false;
    if (refusedForUnverifiedEmail({ exitCode, player: session.player, emailVerifiedEnabled })) {
      ui.openModal('emailVerification');
      return;
    }
    const popup = popupForRefusedJoin({
      exitCode,
      player: this.deps.session.player,
      game,
      freerollNoDeposits: this.deps.configuration.configuration?.freerollNoDeposits ?? false,
    });
    if (popup) this.popup = popup;
  }

  /** A refused deposit: past a deposit limit, the spec's "retry after 24 hours" popup. */
  onDepositRefused(error: unknown): void {
    const detail = toRpcFault(error).detail as { reason?: string } | undefined;
    if (detail?.reason === 'depositLimitReached') this.popup = 'depositLimitReached';
  }

  clear(): void {
    this.realityCheck.keepPlaying();
    this.deps.stores.peek('restriction')?.cancel();
  }
}
