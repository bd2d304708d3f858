import { CLIENT_VERSION } from '../constants';

/** Client information for `init` (spec section 3); only what a browser can tell honestly. */
export function browserClientInformation(language: string) {
  return {
    language,
    os: navigator.platform ?? '',
    playerType: 'WEB',
    pixelAspectRatio: window.devicePixelRatio ?? 1,
    screenColor: screen.colorDepth ?? 24,
    screenResolutionX: screen.width ?? 0,
    screenResolutionY: screen.height ?? 0,
    clientVersion: CLIENT_VERSION,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  };
}
