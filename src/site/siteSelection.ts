import { DEFAULT_MEMBER_ID } from '../constants';

const SITE_KEY = 'drawhall.site';

/**
 * Which operator site (memberId) this page is. The server serves the same index.html for every
 * site, so the page decides by one mechanism: the `?site=N` query parameter (`?memberId=N` is
 * accepted as an alias). The choice is remembered for the tab in session storage, because in-app
 * navigation drops the query string; with neither, the site is 1.
 */
export function resolveMemberId(search: string, storage: Storage | null): number {
  const params = new URLSearchParams(search);
  const fromQuery = parseId(params.get('site') ?? params.get('memberId'));
  if (fromQuery !== null) {
    try {
      storage?.setItem(SITE_KEY, String(fromQuery));
    } catch {
      /* storage disabled: the query still decides this load */
    }
    return fromQuery;
  }
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(SITE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  return parseId(remembered) ?? DEFAULT_MEMBER_ID;
}

function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** adminStr suppresses the maintenance redirect for this tab only. */
export function resolveAdminOverride(search: string, storage: Storage | null): boolean {
  const key = 'drawhall.adminStr';
  try {
    if (new URLSearchParams(search).has('adminStr')) storage?.setItem(key, '1');
    return storage?.getItem(key) === '1';
  } catch {
    return new URLSearchParams(search).has('adminStr');
  }
}
