/** The phone and desktop widths at which the route baselines shoot pages (file names say which). */
export const PHONE = { name: 'phone', width: 375, height: 812 } as const;
export const DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;
export const ROUTE_VIEWPORTS = [PHONE, DESKTOP] as const;
export type RouteViewport = (typeof ROUTE_VIEWPORTS)[number];
