import type { AccountStore } from './account/AccountStore';
import type { BingoStore } from './bingo/BingoStore';
import type { CashierStore } from './cashier/CashierStore';
import type { CheckoutStore } from './checkout/CheckoutStore';
import type { LimitsStore } from './responsibleGaming/LimitsStore';
import type { RestrictionStore } from './responsibleGaming/RestrictionStore';
import type { PickingStore } from './picking/PickingStore';
import type { PlayoutStore } from './playout/PlayoutStore';
import type { RegistrationStore } from './registration/RegistrationStore';
import type { ResultsStore } from './results/ResultsStore';
import type { RootStore } from './RootStore';
import type { SubscriptionsStore } from './subscriptions/SubscriptionsStore';

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
}
export type LazyStore<N extends LazyStoreName> = LazyStoreTypes[N];

const CREATE: { [N in LazyStoreName]: (m: ModuleOf<N>, root: RootStore) => LazyStoreTypes[N] } = {
  cashier: (m, root) => new m.CashierStore(root),
  registration: (m, root) => new m.RegistrationStore(root),
  account: (m, root) => new m.AccountStore(root),
  subscriptions: (m, root) => new m.SubscriptionsStore(root),
  results: (m, root) => new m.ResultsStore(root),
  picking: (m, root) => new m.PickingStore(root),
  playout: (m, root) => new m.PlayoutStore(root),
  bingo: (m, root) => new m.BingoStore(root),
  limits: (m, root) => new m.LimitsStore(root),
  restriction: (m, root) => new m.RestrictionStore(root),
  checkout: (m, root) => new m.CheckoutStore(root, root.tabStorage, root.checkoutOptions),
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

  constructor(private readonly root: RootStore) {}

  /** The store, made now if its module is loaded; a screen asking before its loader ran is a bug. */
  get<N extends LazyStoreName>(name: N): LazyStore<N> {
    const made = this.made.get(name);
    if (made) return made as LazyStore<N>;
    const m = loadedModules.get(name);
    if (!m) throw new Error(`the ${name} store is used before its module loaded (load it with its page)`);
    const store = CREATE[name](m as ModuleOf<N>, this.root);
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
