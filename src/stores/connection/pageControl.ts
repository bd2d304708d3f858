/**
 * What the connection handling needs from the page, so stores never touch window.location: the
 * browser passes the real one, tests a recording fake.
 */
export interface PageControl {
  /** A fresh page load at this path (the site root by default). */
  reload(path?: string): void;
  pathname(): string;
}

/** For stores created without a page (tests, the scene harness): records nothing, goes nowhere. */
export const noPage: PageControl = { reload: () => undefined, pathname: () => '/' };

export function browserPage(): PageControl {
  return {
    reload: (path = '/') => window.location.assign(path),
    pathname: () => window.location.pathname,
  };
}
