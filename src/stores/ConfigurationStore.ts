import { makeAutoObservable } from 'mobx';
import type { InitResult } from '../../protocol/calls/session';
import type { Configuration, Currency, MaintenanceNotice } from '../../protocol/types';
import type { SiteLook } from '../../protocol/events';
import type { RichMediaRules } from '../../protocol/operator/roles';
import { THEMES, type Theme } from '../constants';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** Site configuration from `init`: maintenance flags, theme, template, currencies, server clock. */
export class ConfigurationStore {
  status: LoadStatus = 'loading';
  configuration: Configuration | null = null;
  currencies: Currency[] = [];
  /** serverTime - clientTime, so countdowns follow the server's clock. */
  serverTimeOffsetMs = 0;
  /** Failed `init` attempts in a row (shown on the server-down screen). */
  attempts = 0;

  constructor() {
    makeAutoObservable(this);
  }

  applyInit(result: InitResult, clientNow: number): void {
    this.configuration = result.configuration;
    this.currencies = result.currencies ?? [];
    this.serverTimeOffsetMs = (result.sync?.serverTimeMillis ?? clientNow) - clientNow;
    this.status = 'loaded';
    this.attempts = 0;
  }

  markFailed(): void {
    this.status = 'failed';
    this.attempts += 1;
  }

  /** A maintenance push changes the two flags without a reload. */
  applyMaintenance(enabled: boolean, message?: string): void {
    if (!this.configuration) return;
    this.configuration.MAINTENANCE_ENABLED = enabled ? 'true' : 'false';
    if (message !== undefined) this.configuration.MAINTENANCE_MESSAGE = message;
  }

  /** The operators' rich-media rules changed (the `richMedia` push): they hold at once. */
  applyRichMedia(rules: RichMediaRules): void {
    if (this.configuration) this.configuration.richMedia = rules;
  }

  /** An operator edited the site (the `siteUpdate` push): name, theme, brand, languages, currencies. */
  applySiteUpdate(site: SiteLook, currencies: Currency[]): void {
    if (!this.configuration) return;
    Object.assign(this.configuration, site);
    if (!site.brand?.primary && !site.brand?.accent && !site.brand?.logo) delete this.configuration.brand;
    this.currencies = currencies;
  }

  /** The next maintenance window changed (the `maintenanceNotice` push); null when none is planned. */
  applyMaintenanceNotice(notice: MaintenanceNotice | null): void {
    if (this.configuration) this.configuration.maintenanceNotice = notice;
  }

  /** The planned window players are told of, while it is still to come. */
  get maintenanceNotice(): MaintenanceNotice | null {
    return this.maintenance ? null : (this.configuration?.maintenanceNotice ?? null);
  }

  get loaded(): boolean {
    return this.status === 'loaded';
  }

  /** The spec keeps the flag as text: only the exact string 'true' means maintenance. */
  get maintenance(): boolean {
    return this.configuration?.MAINTENANCE_ENABLED === 'true';
  }

  get maintenanceMessage(): string {
    return this.configuration?.MAINTENANCE_MESSAGE?.trim() ?? '';
  }

  get siteName(): string {
    return this.configuration?.siteName ?? 'Drawhall';
  }

  get theme(): Theme {
    const theme = this.configuration?.theme;
    return theme && (THEMES as readonly string[]).includes(theme) ? theme : 'blue-theme';
  }

  get template(): string {
    return this.configuration?.template ?? 'default';
  }

  currency(id: string): Currency | undefined {
    return this.currencies.find((c) => c.id === id);
  }
}
