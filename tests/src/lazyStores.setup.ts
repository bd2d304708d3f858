import { LAZY_STORE_NAMES, loadStoreModule } from '../../src/stores/lazyStores';

// In the app a page's loader fetches the stores it reads; unit tests use a root store's pages and
// stores directly, so every lazy store's module is here before a test runs.
await Promise.all(LAZY_STORE_NAMES.map(loadStoreModule));
