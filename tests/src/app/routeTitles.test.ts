import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { routeHandleAt, type RouteHandle } from '../../../src/app/routeTitles';
import { GUARDED_ROUTES, OPEN_ROUTES } from '../../../src/app/routeTable';

/** The title key the router's own tree gives a path: its deepest matching route with a handle. */
function routerTitleAt(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return [...matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
}

describe('route titles', () => {
  it("give every path the title key of the router's route for it", () => {
    const paths = [
      ...[...OPEN_ROUTES, ...GUARDED_ROUTES].map((entry) => entry.path),
      '/',
      '/login',
      '/slim',
      '/p/about-us',
      '/no/such/page',
    ];
    for (const path of paths) expect(routeHandleAt(path)?.titleKey, path).toBe(routerTitleAt(path));
    expect(routeHandleAt('/cashier/history')?.titleKey).toBe('routes.cashierHistory');
    expect(routeHandleAt('/p/about-us')?.titleKey).toBe('routes.customPage');
    expect(routeHandleAt('/no/such/page')?.titleKey).toBe('routes.notFound');
    expect(routeHandleAt('/slim')).toBeUndefined();
  });
});
