import type { AccountStore, AccountStoreDeps } from './account/AccountStore';
import type { BingoStore, BingoStoreDeps } from './bingo/BingoStore';
import type { CashierStore, CashierStoreDeps } from './cashier/CashierStore';
import type { CheckoutDeps } from './checkout/checkoutHost';
import type { CheckoutOptions, CheckoutStore } from './checkout/CheckoutStore';
import type { LimitsStore, LimitsStoreDeps } from './responsibleGaming/LimitsStore';
import type { RestrictionStore, RestrictionStoreDeps } from './responsibleGaming/RestrictionStore';
import type { PickingStore, PickingStoreDeps } from './picking/PickingStore';
import type { PlayoutStore, PlayoutStoreDeps } from './playout/PlayoutStore';
import type { RegistrationStore, RegistrationStoreDeps } from './registration/RegistrationStore';
import type { ResultsStore, ResultsStoreDeps } from './results/ResultsStore';
import type { SubscriptionsStore, SubscriptionsStoreDeps } from './subscriptions/SubscriptionsStore';
import type { TutorialStore } from './tutorial/TutorialStore';

// The stores of pages away from the lobby: their code (and the zod schemas and form rules some of
// them bring) comes with the page or dialog that needs them, not in the lobby's first load. A
// route's loader loads its stores before its screen renders, so screens read them synchronously.
const MODULES = {
  cashier: () => import('./cashier/CashierStore'),
  registration: () => import('./registration/RegistrationStore'),
  account: () => import('./account/AccountStore'),
  subscriptions: () => import('./subscriptions/SubscriptionsStore'),
  results: () => import('./results/ResultsStore'),
  picking: () => import('./picking/PickingStore'),
  playout: () => import('./playout/PlayoutStore'),
  bingo: () => import('./bingo/BingoStore'),
  limits: () => import('./responsibleGaming/LimitsStore'),
  restriction: () => import('./responsibleGaming/RestrictionStore'),
  checkout: () => import('./checkout/CheckoutStore'),
  tutorial: () => import('./tutorial/TutorialStore'),
};

export type LazyStoreName = keyof typeof MODULES;
type ModuleOf<N extends LazyStoreName> = Awaited<ReturnType<(typeof MODULES)[N]>>;

interface LazyStoreTypes {
  cashier: CashierStore;
  registration: RegistrationStore;
  account: AccountStore;
  subscriptions: SubscriptionsStore;
  results: ResultsStore;
  picking: PickingStore;
  playout: PlayoutStore;
  bingo: BingoStore;
  limits: LimitsStore;
  restriction: RestrictionStore;
  checkout: CheckoutStore;
  tutorial: TutorialStore;
}
export type LazyStore<N extends LazyStoreName> = LazyStoreTypes[N];

/** What the lazy stores are made with: each one's context, and the checkout's storage and timing. */
export type LazyStoresDeps = CashierStoreDeps &
  RegistrationStoreDeps &
  AccountStoreDeps &
  SubscriptionsStoreDeps &
  ResultsStoreDeps &
  PickingStoreDeps &
  PlayoutStoreDeps &
  BingoStoreDeps &
  LimitsStoreDeps &
  RestrictionStoreDeps &
  CheckoutDeps & {
    /** This tab's session storage (the checkout keeps its progress there across a reload). */
    readonly tabStorage: Storage | null;
    readonly checkoutOptions: CheckoutOptions | undefined;
    /** Local storage (the tutorials seen); null in tests and when refused. */
    readonly localStorage: Storage | null;
  };

const CREATE: { [N in LazyStoreName]: (m: ModuleOf<N>, deps: LazyStoresDeps) => LazyStoreTypes[N] } = {
  cashier: (m, deps) => new m.CashierStore(deps),
  registration: (m, deps) => new m.RegistrationStore(deps),
  account: (m, deps) => new m.AccountStore(deps),
  subscriptions: (m, deps) => new m.SubscriptionsStore(deps),
  results: (m, deps) => new m.ResultsStore(deps),
  picking: (m, deps) => new m.PickingStore(deps),
  playout: (m, deps) => new m.PlayoutStore(deps),
  bingo: (m, deps) => new m.BingoStore(deps),
  limits: (m, deps) => new m.LimitsStore(deps),
  restriction: (m, deps) => new m.RestrictionStore(deps),
  checkout: (m, deps) => new m.CheckoutStore(deps, deps.tabStorage, deps.checkoutOptions),
  tutorial: (m, deps) => new m.TutorialStore(deps.localStorage),
};

export const LAZY_STORE_NAMES = Object.keys(MODULES) as LazyStoreName[];

/** Modules already fetched, shared by every root (a module loads once per page). */
const loadedModules = new Map<LazyStoreName, unknown>();
const loadingModules = new Map<LazyStoreName, Promise<void>>();

/** Fetches a store's module once; a failed fetch is forgotten, so the next call tries again. */
export function loadStoreModule(name: LazyStoreName): Promise<void> {
  if (loadedModules.has(name)) return Promise.resolve();
  let loading = loadingModules.get(name);
  if (!loading) {
    loading = MODULES[name]().then(
      (m) => {
        loadedModules.set(name, m);
        loadingModules.delete(name);
      },
      (error: unknown) => {
        loadingModules.delete(name);
        throw error;
      },
    );
    loadingModules.set(name, loading);
  }
  return loading;
}

/** One root's lazily made stores: made on first use, once their module is here. */
export class LazyStores {
  private readonly made = new Map<LazyStoreName, unknown>();

  constructor(private readonly deps: LazyStoresDeps) {}

  /** The store, made now if its module is loaded; a screen asking before its loader ran is a bug. */
  get<N extends LazyStoreName>(name: N): LazyStore<N> {
    const made = this.made.get(name);
    if (made) return made as LazyStore<N>;
    const m = loadedModules.get(name);
    if (!m) throw new Error(`the ${name} store is used before its module loaded (load it with its page)`);
    const store = CREATE[name](m as ModuleOf<N>, this.deps);
    this.made.set(name, store);
    return store as LazyStore<N>;
  }

  /** The store if it exists already: lifecycle steps (logout, reconnect) have nothing to do otherwise. */
  peek<N extends LazyStoreName>(name: N): LazyStore<N> | undefined {
    return this.made.get(name) as LazyStore<N> | undefined;
  }

  /** Loads the store's module and makes the store (a push or another store that needs it now). */
  async load<N extends LazyStoreName>(name: N): Promise<LazyStore<N>> {
    await loadStoreModule(name);
    return this.get(name);
  }

  /** Runs `apply` with the store, loading it first if needed; a failed load is logged, not thrown. */
  with<N extends LazyStoreName>(name: N, apply: (store: LazyStore<N>) => void): void {
    // Synchronously when the module is here already, so the push or step applies at once.
    if (loadedModules.has(name)) return apply(this.get(name));
    this.load(name).then(apply, (error: unknown) =>
      console.warn(
        `loading the ${name} store failed:`,
        error instanceof Error ? error.message : String(error),
      ),
    );
  }
}
