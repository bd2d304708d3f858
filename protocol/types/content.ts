export type AdScreenLocation = 'TOP' | 'FULL';
export type DeviceKind = 'WEB' | 'MOBILE';

/** Spec section 3, Ad. */
export interface Ad {
  id: number;
  adScreenType: DeviceKind | string;
  adScreenLocation: AdScreenLocation;
  adSize: string;
  adWeight: number;
  adDelay: number;
  adSourceUrl: string;
  adTargetUrlPc: string;
}

/** Spec section 3, Notification. */
export interface Notification {
  type: string;
  gameId: number;
  title: string;
  body: string;
}

export interface NamedCode {
  code: string;
  name: string;
}
