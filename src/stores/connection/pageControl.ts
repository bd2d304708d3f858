/**
 * What the connection handling needs from the page, so stores never touch window.location: the
 * browser passes the real one, tests a recording fake.
 */
export interface PageControl {
  /** A fresh page load at this path (the site root by default). */
  reload(path?: string): void;
  pathname(): string;
  /**
   * Calls back when the browser goes offline (false) or online (true). A socket that was open
   * stays open for the browser while the network is gone, so only this event tells at once.
   */
  onNetworkChange?(listener: (online: boolean) => void): () => void;
}

/** For stores created without a page (tests, the scene harness): records nothing, goes nowhere. */
export const noPage: PageControl = { reload: () => undefined, pathname: () => '/' };

export function browserPage(): PageControl {
  return {
    reload: (path = '/') => window.location.assign(path),
    pathname: () => window.location.pathname,
    onNetworkChange(listener) {
      const offline = () => listener(false);
      const online = () => listener(true);
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      return () => {
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
      };
    },
  };
}
