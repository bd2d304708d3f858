import { reaction, runInAction } from 'mobx';
import {
  IDLE_LIMIT_MS,
  MAINTENANCE_RELOAD_DELAY_MS,
  RECONNECT_DELAY_MS,
  WAKE_UP_RELOAD_MS,
} from '../../../protocol/constants';
import { apiTypeOf, ApiType } from '../../net/apiType';
import { faultReaction } from '../../net/clientFaults';
import type { RpcClient, TrackedFault } from '../../net/RpcClient';
import type { ConfigurationStore } from '../ConfigurationStore';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import type { ConnectionStore } from './ConnectionStore';
import type { PageControl } from './pageControl';

/** Spec section 8: a channel fault re-initialises after 1 s; fault '101' reloads to root after 3 s. */
export const REINITIALISE_DELAY_MS = RECONNECT_DELAY_MS.httpFault;
export const NOT_LOGGED_IN_RELOAD_MS = 3000;
/** How often the wake-up watch looks at the clock; a gap much longer than this means the page slept. */
export const WAKE_TICK_MS = 10_000;
const WAKE_GAP_MS = 3 * WAKE_TICK_MS;
/** Paths where a long sleep reloads rather than pings (spec section 4, Wake-up after idle). */
const RELOAD_ON_WAKE_PATHS = new Set(['/', '/games']);

export interface SupervisorOptions {
  page: PageControl;
  now?: () => number;
  random?: () => number;
}

/** What the connection rules watch and act on. */
export interface ConnectionSupervisorDeps {
  readonly transport: RpcClient;
  readonly connection: ConnectionStore;
  readonly configuration: ConfigurationStore;
  readonly session: SessionStore;
  readonly ui: UiStore;
}

/**
 * The connection rules of spec sections 4 and 8 in one place: what a fault does, what a
 * disconnect and a reconnect do, and what happens when the page wakes up after a sleep. It owns
 * its timers; the shell only turns `offlineTransitions` into a navigation to /idle.
 */
export class ConnectionSupervisor {
  private readonly disposers: (() => void)[] = [];
  private reinitTimer: ReturnType<typeof setTimeout> | null = null;
  private reloadTimer: ReturnType<typeof setTimeout> | null = null;
  private wakeTimer: ReturnType<typeof setInterval> | null = null;
  private lastTick = 0;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly deps: ConnectionSupervisorDeps,
    private readonly options: SupervisorOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    if (this.disposers.length) return;
    const { transport, connection } = this.deps;
    const off = transport.onFault?.((fault) => this.onFault(fault));
    if (off) this.disposers.push(off);
    this.disposers.push(
      reaction(
        () => connection.connected,
        (connected, wasConnected) => {
          if (wasConnected && !connected) this.onDropped();
          else if (connected && !wasConnected && connection.lost) this.onReconnected();
        },
      ),
    );
    const offNetwork = this.options.page.onNetworkChange?.((online) => this.onNetworkChange(online));
    if (offNetwork) this.disposers.push(offNetwork);
    this.lastTick = this.now();
    this.wakeTimer = setInterval(() => this.tick(), WAKE_TICK_MS);
  }

  stop(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    for (const timer of [this.reinitTimer, this.reloadTimer]) if (timer) clearTimeout(timer);
    if (this.wakeTimer) clearInterval(this.wakeTimer);
    this.reinitTimer = this.reloadTimer = this.wakeTimer = null;
  }

  /** Spec section 8, Connection faults. The caller has already been rejected. */
  onFault({ call, fault }: TrackedFault): void {
    const { session, transport, connection } = this.deps;
    const reactionTo = faultReaction(call, fault.code, session.loggedIn || transport.hasToken);
    if (reactionTo === 'none') return;
    runInAction(() => {
      connection.showFaultRecovery();
      this.deps.ui.hideProcessing();
    });
    if (reactionTo === 'reloadRoot') {
      this.scheduleReload(NOT_LOGGED_IN_RELOAD_MS, '/');
      return;
    }
    if (this.reinitTimer) return; // one re-initialisation for a burst of faults
    this.reinitTimer = setTimeout(() => {
      this.reinitTimer = null;
      transport.restart?.();
      // The first answer on the fresh channel ends the recovery (an HTTP client that was never
      // marked down would not report 'connected' again).
      transport.call('ping', {}).then(
        () => runInAction(() => connection.endFaultRecovery()),
        () => undefined, // a failed ping is a fault of its own and schedules the next attempt
      );
    }, REINITIALISE_DELAY_MS);
  }

  /**
   * The browser lost its network: the open socket would wait silently for answers that cannot
   * come, so it is dropped now and the reconnecting dialog shows while the retries fail. Back
   * online, a channel that is still down tries at once rather than at its next retry.
   */
  private onNetworkChange(online: boolean): void {
    const { transport, connection } = this.deps;
    if (online) {
      if (connection.state !== 'connected') transport.restart?.();
      return;
    }
    runInAction(() => connection.showFaultRecovery());
    transport.restart?.();
  }

  /** Connected to disconnected (the second failed retry): modals close, the shell goes to /idle. */
  private onDropped(): void {
    runInAction(() => {
      this.deps.ui.closeAllModals();
      this.deps.connection.markOffline();
    });
  }

  /**
   * Back after a drop: with maintenance off the page reloads after a random 3 to 13 s (spread so
   * a fleet of clients does not return at once); during maintenance a socket client logs in again.
   */
  private onReconnected(): void {
    const { configuration, session, transport, connection } = this.deps;
    runInAction(() => connection.markBack());
    if (!configuration.maintenance) {
      const { min, max } = MAINTENANCE_RELOAD_DELAY_MS;
      this.scheduleReload(min + this.random() * (max - min), '/');
    } else if (apiTypeOf(transport.kind) !== ApiType.httpPolling && session.loggedIn) {
      void session.loadPlayer();
    }
  }

  /**
   * Spec section 4, Wake-up after idle: timers stop while the machine sleeps, so a tick that comes
   * far too late means the page slept. Past the idle limit the page starts afresh; after 5 minutes
   * the lobby pages reload; otherwise a ping checks the connection (and fails into the fault rules).
   */
  tick(): void {
    const now = this.now();
    const slept = now - this.lastTick;
    this.lastTick = now;
    if (slept < WAKE_GAP_MS) return;
    const path = this.options.page.pathname();
    if (slept >= IDLE_LIMIT_MS) this.options.page.reload('/');
    else if (slept >= WAKE_UP_RELOAD_MS && RELOAD_ON_WAKE_PATHS.has(path)) this.options.page.reload(path);
    else void this.deps.transport.call('ping', {}).catch(() => undefined);
  }

  private scheduleReload(delayMs: number, path: string): void {
    if (this.reloadTimer) return;
    this.reloadTimer = setTimeout(() => this.options.page.reload(path), delayMs);
  }
}
