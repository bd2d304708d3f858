import type { RichMediaRules } from '../operator/roles';
export interface CurrencyServed {
  name: string;
  formatPattern: string;
  symbolLeft: string;
  symbolRight: string;
}

export interface LanguageServed {
  languageId: string;
  name: string;
  meta?: { title?: string; description?: string; keywords?: string };
  aboutUs?: string;
  footers?: string[];
  header?: string;
}

export interface CustomPageRef {
  id: number;
  pageLinkName: string;
  pageFullWidth: boolean;
}

export type ThemeName = 'blue-theme' | 'cartoon-theme' | 'sweet-blue-theme';

/** Spec section 3, Configuration, as sent in `init`. Flags stay text where the spec says so. */
export interface Configuration {
  memberId: number;
  siteName: string;
  siteMetaTitle: string;
  siteMetaDescription: string;
  siteMetaKeywords: string;
  siteUrl: string;
  theme: ThemeName;
  /** The operator's brand over the theme's tokens: colours (#rrggbb) and a logo URL. */
  brand?: { primary?: string; accent?: string; logo?: string };
  template: string;
  defaultLanguage: string;
  defaultCountry: string;
  currenciesServed: CurrencyServed[];
  languagesServed: LanguageServed[];
  pinRequired: boolean;
  MAINTENANCE_ENABLED: 'true' | 'false';
  MAINTENANCE_MESSAGE: string;
  tracking: {
    trackingURL: string;
    trackOnShortRegistration: boolean;
    trackOnFullRegistration: boolean;
    trackOnDeposit: boolean;
  };
  raffleTicketPrefix: string;
  EMAIL_ON_FULL_REGISTRATION: 'true' | 'false';
  freerollNoDeposits: boolean;
  homeOverridePageId: number | null;
  customPages: CustomPageRef[];
  emailVerifiedEnabled: boolean;
  slimGamesThreshold: number;
  switchMain: boolean;
  loginDisabled: number;
  customFields: { full_reg: { required_overrides: Record<string, number> } };
  /** The site's default rich sound/animation flags per game kind; a player's own choice wins. */
  richSoundDefaults?: Partial<Record<string, { richSound?: boolean; richAnimations?: boolean }>>;
  /** Operators' forced rich sound and animation per game kind (issue 30); absent kinds are the player's choice. */
  richMedia?: RichMediaRules;
  /** The site's next scheduled maintenance window (issue 30), told to players in advance; null: none. */
  maintenanceNotice?: MaintenanceNotice | null;
  /** The site operators' translations of game titles for the language init asked, by gameId. */
  gameTitles?: Record<string, string>;
}

/** A maintenance window to come: from and to in epoch ms, and the operator's message. */
export interface MaintenanceNotice {
  from: number;
  to: number;
  message: string;
}

/** Spec section 3, Currency (system). */
export interface Currency {
  id: string;
  title: string;
  symbolLeft: string;
  symbolRight: string;
  decimalPoint: string;
  thousandsPoint: string;
  decimalPlaces: number;
  value: number;
}
