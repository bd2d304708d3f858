import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Ad } from '../../../protocol/types';
import { useStores } from '../StoreContext';

/** Counts an ad click, then follows it: in the app for WEB/MOBILE, else a new tab (spec section 4). */
export function useAdClick(): (ad: Ad) => void {
  const { ads } = useStores();
  const navigate = useNavigate();
  return useCallback(
    (ad: Ad) => {
      void ads
        .click(ad)
        .then((where) => {
          if (where.kind === 'route') void navigate(where.path);
          else window.open(where.url, '_blank', 'noopener,noreferrer');
        })
        .catch(() => {}); // an unknown ad (404) simply does nothing
    },
    [ads, navigate],
  );
}
