import { useMemo } from 'react';
import { resolveAdminOverride } from '../site/siteSelection';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** adminStr in this URL or earlier in this tab. */
export function useAdminOverride(search: string): boolean {
  return useMemo(() => resolveAdminOverride(search, sessionStorageOrNull()), [search]);
}
