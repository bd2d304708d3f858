import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import { toRpcFault } from '../../net/clientFaults';
import type { RootStore } from '../RootStore';
import { popupForRefusedJoin, refusedForUnverifiedEmail, type RgPopup } from './joinRefusal';
import type { LimitsStore } from './LimitsStore';
import { RealityCheckStore } from './RealityCheckStore';
import type { RestrictionStore } from './RestrictionStore';

/** Responsible gaming on the client: limits, time-out and exclusion, reality check and the popups. */
export class ResponsibleGamingStore {
  readonly realityCheck: RealityCheckStore;
  popup: RgPopup | null = null;

  constructor(private readonly root: RootStore) {
    this.realityCheck = new RealityCheckStore(root);
    makeAutoObservable<ResponsibleGamingStore, 'root'>(this, {
      root: false,
      limits: false,
      restriction: false,
    });
  }

  // The limit, time-out and exclusion forms (with their rules) load with their pages.
  get limits(): LimitsStore {
    return this.root.stores.get('limits');
  }
  get restriction(): RestrictionStore {
    return this.root.stores.get('restriction');
  }

  closePopup(): void {
    this.popup = null;
  }

  /** The site cannot sell here (address's country, or segment A/A1): the spec's popup. */
  async checkLocation(): Promise<void> {
    try {
      const eligible = await this.root.transport.call('isEligibleLocation', { memberId: this.root.memberId });
      if (!eligible) runInAction(() => (this.popup = 'notAvailableInCountry'));
    } catch (error) {
      console.warn('isEligibleLocation failed:', error instanceof Error ? error.message : String(error));
    }
  }

  /** Segments A and A1 are not available in the country (spec section 4): told at login. */
  afterLogin(): void {
    const segment = this.root.session.player?.verification?.playerSegment;
    if (segment === 'A' || segment === 'A1') this.popup = 'notAvailableInCountry';
  }

  /** A refused join: segment A/A1 and free rolls without a deposit get their popups. */
  onJoinRefused(exitCode: number, game: Pick<GameInstance, 'gamePlayCost'> | null): void {
    const { session, configuration, ui } = this.root;
    const emailVerifiedEnabled = configuration.configuration?.emailVerifiedEnabled ?? false;
    if (refusedForUnverifiedEmail({ exitCode, player: session.player, emailVerifiedEnabled })) {
      ui.openModal('emailVerification');
      return;
    }
    const popup = popupForRefusedJoin({
      exitCode,
      player: this.root.session.player,
      game,
      freerollNoDeposits: this.root.configuration.configuration?.freerollNoDeposits ?? false,
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
    this.root.stores.peek('restriction')?.cancel();
  }
}
