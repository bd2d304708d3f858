import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../StoreContext';

/** Spec breakpoint 767 px: narrower screens ask for MOBILE ads. */
export const MOBILE_MAX_WIDTH = 767;

/** Loads the ads once the site's configuration is in (ads need the site loaded on the server). */
export function useLoadAds(): void {
  const root = useStores();
  useEffect(
    () =>
      reaction(
        () => root.configuration.status === 'loaded',
        (loaded, _previous, r) => {
          if (!loaded) return;
          r.dispose();
          const mobile = window.innerWidth <= MOBILE_MAX_WIDTH;
          void root.ads.load(mobile ? 'MOBILE' : 'WEB', 'ALL').catch(() => {}); // no ads: no chrome
        },
        { fireImmediately: true },
      ),
    [root],
  );
}
