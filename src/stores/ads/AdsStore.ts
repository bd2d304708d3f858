import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad, DeviceKind } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import { adNavigation, type AdLink, type AdNavigation } from './adClickThrough';

/** GETs an ad link (counting an impression or a click on the server). */
export type FetchAdLink = (url: string) => Promise<AdLink>;

export interface ShownAd {
  ad: Ad;
  /** The creative's url, from the ad source GET. */
  imageUrl: string;
}

const FULL_SHOWN_KEY = 'drawhall.ads.fullShown';
const TOP_HIDDEN_KEY = 'drawhall.ads.topHidden';

export interface AdsStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  /** The player's language: ads made for others are not shown. */
  readonly ui: { readonly language: string };
  /** A game is being played or watched on the page now (RootStore.gameInProgress). */
  gameInProgress(): boolean;
}

/**
 * The ad popup and the top banner (spec section 4, Ads): a FULL ad is shown once per session, the
 * TOP banner can be hidden for the session, and the TOP ad rotates after its adDelay seconds.
 * Session flags live in session storage so a reload in the same tab keeps them.
 */
export class AdsStore {
  popup: ShownAd | null = null;
  banner: ShownAd | null = null;
  bannerHidden: boolean;
  private query: { deviceKind: DeviceKind; screenSize: string } | null = null;
  private rotation: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly deps: AdsStoreDeps,
    private readonly fetchLink: FetchAdLink,
    private readonly session: Storage | null,
  ) {
    this.bannerHidden = this.flag(TOP_HIDDEN_KEY);
    makeAutoObservable<AdsStore, 'deps' | 'fetchLink' | 'session' | 'rotation' | 'query'>(this, {
      deps: false,
      fetchLink: false,
      session: false,
      rotation: false,
      query: false,
    });
  }

  /** Loads the site's ads for this device; shows the FULL ad unless this session saw one. */
  async load(deviceKind: DeviceKind, screenSize: string): Promise<void> {
    this.query = { deviceKind, screenSize };
    const ads = await this.fetchAds();
    const full = ads.find((ad) => ad.adScreenLocation === 'FULL');
    // Not over a game being played or watched: the session's one showing waits for another page.
    if (full && !this.flag(FULL_SHOWN_KEY) && !this.deps.gameInProgress()) {
      this.setFlag(FULL_SHOWN_KEY); // before the GET: a reload mid-way must not show it again
      const shown = await this.resolve(full);
      runInAction(() => (this.popup = shown));
    }
    await this.showTop(ads);
  }

  closePopup(): void {
    this.popup = null;
  }

  hideBanner(): void {
    this.setFlag(TOP_HIDDEN_KEY);
    this.bannerHidden = true;
    this.banner = null;
    this.stopRotation();
  }

  /** Counts the click and says where it leads; the page navigates (stores never touch the DOM). */
  async click(ad: Ad): Promise<AdNavigation> {
    const link = await this.fetchLink(ad.adTargetUrlPc);
    if (this.popup?.ad.id === ad.id) this.closePopup();
    return adNavigation(link);
  }

  stop(): void {
    this.stopRotation();
  }

  private async fetchAds(): Promise<Ad[]> {
    if (!this.query) return [];
    return this.deps.transport.call('getMainAds', {
      ...this.query,
      memberId: this.deps.memberId,
      languageId: this.deps.ui.language,
    });
  }

  private async showTop(ads: Ad[]): Promise<void> {
    const ad = ads.find((candidate) => candidate.adScreenLocation === 'TOP');
    if (!ad || this.bannerHidden) return;
    const shown = await this.resolve(ad);
    if (this.bannerHidden) return;
    runInAction(() => (this.banner = shown));
    this.scheduleRotation(ad);
  }

  /**
   * The server makes each weighted choice (spec section 9), one TOP ad per answer: after the shown
   * ad's adDelay seconds the store asks again. adDelay 0 keeps the banner put.
   */
  private scheduleRotation(ad: Ad): void {
    this.stopRotation();
    if (ad.adDelay <= 0) return;
    this.rotation = setTimeout(() => {
      this.rotation = null;
      void this.fetchAds()
        .then((ads) => this.showTop(ads))
        .catch(() => {}); // a failed rotation keeps the current banner
    }, ad.adDelay * 1000);
  }

  private stopRotation(): void {
    if (this.rotation) clearTimeout(this.rotation);
    this.rotation = null;
  }

  /** The ad's creative (its source GET counts the impression); other stores show ads with it too. */
  async resolve(ad: Ad): Promise<ShownAd> {
    const link = await this.fetchLink(ad.adSourceUrl);
    return { ad, imageUrl: link.url };
  }

  private flag(key: string): boolean {
    try {
      return this.session?.getItem(key) === '1';
    } catch {
      return false;
    }
  }

  private setFlag(key: string): void {
    try {
      this.session?.setItem(key, '1');
    } catch {
      /* storage refused: the flag holds for this page only */
    }
  }
}
