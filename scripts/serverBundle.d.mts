export const SERVER_BUNDLE_DIR: string;
export function newestMtime(paths: string[]): number;
export function bundleServer(entry: string): Promise<string>;
export function ensureServerBundle(): Promise<string>;
