import { makeAutoObservable, runInAction } from 'mobx';
import { joinErrorOf, joinFailureCode } from '../../../protocol/errors';
import { webSha256, type Sha256 } from '../../../protocol/instant/sha256';
import type { Verdict } from '../../../protocol/instant/verify';
import type { InstantGameInfo, InstantTicket, PoolOnSale } from '../../../protocol/instant/wire';
import type { RpcClient } from '../../net/RpcClient';
import type { SessionStore } from '../session/SessionStore';
import { ticketViewOf, revealUnitsOf } from './fromWire';
import type { InstantKind, InstantProgress, InstantTicketView } from './ticketView';

const INSUFFICIENT_FUNDS = 2;
const HISTORY_PAGE = 20;

/** A fresh purchase key: 16 random bytes as hex (crypto only; randomUUID needs a secure context). */
function newPurchaseKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface BuyFailure {
  code: number;
  /** The join catalogue's key (errors.join.N) when it knows the code. */
  key: string | null;
  text: string;
}

export type VerifyState = 'checking' | Verdict;

export interface InstantStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  /** Balances after a purchase, and the deposit offer when funds are short. */
  readonly session: SessionStore;
}

/**
 * Instant games (issue 13): the site's games, buying one ticket or a pack (the prize is credited
 * with the purchase; the reveal is presentation only), the ticket on stage and its reveal progress
 * kept on the server, the unfinished tickets, the ticket history and each ticket's verification.
 */
export class InstantStore {
  games: InstantGameInfo[] = [];
  gamesLoaded = false;
  /** The tickets of the last purchase, in order; `current` is the one on stage. */
  pack: InstantTicket[] = [];
  current: InstantTicket | null = null;
  buying = false;
  buyFailure: BuyFailure | null = null;
  unfinished: InstantTicket[] = [];
  history: InstantTicket[] = [];
  historyTotal = 0;
  /** The commitments of the history's pools, so the history saved is evidence (docs/fairness.md). */
  historyPools: { rules: InstantGameInfo['rules']; pool: NonNullable<InstantGameInfo['pool']> }[] = [];
  verdicts = new Map<number, VerifyState>();
  /** Kept while a purchase's answer is unknown (channel fault): a retry sends the same key. */
  private pendingBuy: { gameId: number; tickets: number; key: string } | null = null;

  constructor(
    private readonly deps: InstantStoreDeps,
    private readonly hash: () => Sha256 = () => webSha256(),
  ) {
    makeAutoObservable<InstantStore, 'deps' | 'hash' | 'pendingBuy'>(this, {
      deps: false,
      hash: false,
      pendingBuy: false,
    });
  }

  gameOf(gameId: number): InstantGameInfo | undefined {
    return this.games.find((g) => g.gameId === gameId);
  }

  /** A pushed `instantProgress`: the pool on sale's tickets and prizes left (a new pool replaces it). */
  applyProgress(progress: PoolOnSale): void {
    const game = this.gameOf(progress.gameId);
    if (!game || (game.progress && game.progress.poolNo > progress.poolNo)) return;
    game.progress = progress;
  }

  gamesOfKind(kind: InstantKind | null): InstantGameInfo[] {
    return kind ? this.games.filter((g) => g.kind === kind) : this.games;
  }

  /** The scene's view of a ticket (null while its game's rules are not loaded). */
  viewOf(ticket: InstantTicket): InstantTicketView | null {
    const game = this.gameOf(ticket.gameId);
    return game ? ticketViewOf(ticket, ticket.presentation, game.rules) : null;
  }

  get currentView(): InstantTicketView | null {
    return this.current ? this.viewOf(this.current) : null;
  }

  async loadGames(): Promise<void> {
    try {
      const games = await this.deps.transport.call('getInstantGames', { memberId: this.deps.memberId });
      runInAction(() => {
        this.games = games;
        this.gamesLoaded = true;
      });
    } catch (error) {
      console.warn('getInstantGames failed', error);
      runInAction(() => (this.gamesLoaded = true));
    }
  }

  /**
   * Buys `tickets` of a game. A purchase whose answer was lost is sent again under the same key
   * (the server then answers the first purchase and buys nothing more). True when bought.
   */
  async buy(gameId: number, tickets: number): Promise<boolean> {
    const game = this.gameOf(gameId);
    if (!game || this.buying) return false;
    const pending = this.pendingBuy;
    const key =
      pending && pending.gameId === gameId && pending.tickets === tickets ? pending.key : newPurchaseKey();
    this.pendingBuy = { gameId, tickets, key };
    this.buying = true;
    this.buyFailure = null;
    try {
      const result = await this.deps.transport.call('buyInstantTickets', {
        gameId,
        currencyId: game.currencyId,
        tickets,
        purchaseKey: key,
      });
      this.pendingBuy = null;
      if (result.exitCode !== 0)
        return this.fail({ exitCode: result.exitCode, message: result.exitDescription });
      runInAction(() => {
        this.pack = result.tickets;
        this.current = result.tickets[0] ?? null;
        this.unfinished = [...this.unfinished, ...result.tickets.filter((t) => !t.finished)];
      });
      // The server pushes the new balance; the accounts are read again in case a push was missed.
      void this.deps.session.refreshAccounts();
      return true;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // A fault the server answered means nothing was bought: a new attempt gets a new key.
      if (code !== undefined && !String(code).startsWith('Client.')) this.pendingBuy = null;
      return this.fail({ code, message: (error as Error).message });
    } finally {
      runInAction(() => (this.buying = false));
    }
  }

  private fail(failure: { exitCode?: number; code?: string; message?: string }): false {
    const code = joinFailureCode(failure);
    runInAction(() => {
      this.buyFailure = { code, key: joinErrorOf(code)?.key ?? null, text: failure.message ?? '' };
    });
    if (code === INSUFFICIENT_FUNDS) this.deps.session.offerDeposit();
    return false;
  }

  /** Puts a ticket of the pack, the unfinished list or the history on stage. */
  show(ticket: InstantTicket): void {
    this.current = ticket;
  }

  close(): void {
    this.current = null;
    this.pack = [];
    this.buyFailure = null;
  }

  /** The next ticket of the pack after the current one, if any. */
  get nextInPack(): InstantTicket | null {
    const i = this.pack.findIndex((t) => t.ticketId === this.current?.ticketId);
    return i >= 0 ? (this.pack[i + 1] ?? null) : null;
  }

  /** Sends what the scene revealed so far; the ticket resumes there on any device. */
  async saveProgress(ticketId: number, progress: InstantProgress): Promise<void> {
    const ticket = this.ticketById(ticketId);
    const view = ticket && this.viewOf(ticket);
    if (!ticket || !view || ticket.finished) return;
    const units = revealUnitsOf(view, progress).filter((u) => !ticket.revealed.includes(u));
    if (units.length === 0) return;
    try {
      const updated = await this.deps.transport.call('updateInstantReveal', { ticketId, revealed: units });
      // Steps go out as the player scratches, and their answers can come back out of order: an
      // earlier step's answer must not undo a later one's (the ticket back to unfinished).
      const held = this.ticketById(ticketId);
      if (held && (held.finished || held.revealed.length > updated.revealed.length)) return;
      this.replace(updated);
    } catch (error) {
      console.warn('updateInstantReveal failed', error); // the next step sends them again
    }
  }

  /** The scene showed the whole ticket: a crossword confirms its end, the others reveal all. */
  async finish(ticketId: number): Promise<void> {
    const ticket = this.ticketById(ticketId);
    if (!ticket || ticket.finished) return;
    if (ticket.kind === 'crossword') {
      await this.deps.transport.call('confirmCrosswordEnd', { gameInstanceId: ticketId });
      this.replace({ ...ticket, finished: true });
      return;
    }
    await this.revealAll([ticketId]);
  }

  /** Marks the given tickets (or every unfinished one) fully revealed. */
  async revealAll(ticketIds?: number[]): Promise<void> {
    const tickets = await this.deps.transport.call('revealAllInstant', ticketIds ? { ticketIds } : {});
    runInAction(() => {
      for (const t of tickets) this.replace(t);
      if (!ticketIds) this.unfinished = [];
    });
  }

  async loadUnfinished(): Promise<void> {
    try {
      const tickets = await this.deps.transport.call('getUnfinishedInstantTickets', {});
      runInAction(() => (this.unfinished = tickets));
    } catch (error) {
      console.warn('getUnfinishedInstantTickets failed', error);
    }
  }

  async loadHistory(offset = 0, gameId?: number): Promise<void> {
    try {
      const page = await this.deps.transport.call('getInstantTicketHistory', {
        offset,
        limit: HISTORY_PAGE,
        ...(gameId ? { gameId } : {}),
      });
      runInAction(() => {
        this.history = offset === 0 ? page.tickets : [...this.history, ...page.tickets];
        this.historyTotal = page.total;
        const known = new Set(this.historyPools.map((p) => `${p.pool.gameId}/${p.pool.poolNo}`));
        const fresh = (page.pools ?? []).filter((p) => !known.has(`${p.pool.gameId}/${p.pool.poolNo}`));
        this.historyPools = offset === 0 ? (page.pools ?? []) : [...this.historyPools, ...fresh];
      });
    } catch (error) {
      console.warn('getInstantTicketHistory failed', error);
    }
  }

  /** The ticket history shown, saved as getInstantTicketHistory answers it: any verifier reads it. */
  get historyEvidence(): string {
    const answer = { tickets: this.history, total: this.historyTotal, pools: this.historyPools };
    return `${JSON.stringify(answer, null, 2)}\n`;
  }

  /** Checks a ticket against its pool's published commitment, here in the browser. */
  async verify(ticket: InstantTicket): Promise<void> {
    this.verdicts.set(ticket.ticketId, 'checking');
    let verdict: Verdict;
    try {
      // The verifier loads with the first check, not with the lobby's instant tiles.
      const [{ rules, pool }, { verifyTicket }] = await Promise.all([
        this.deps.transport.call('getInstantPool', { gameId: ticket.gameId, poolNo: ticket.poolNo }),
        import('../../../protocol/instant/verify'),
      ]);
      verdict = await verifyTicket(rules, pool, ticket, this.hash());
    } catch (error) {
      verdict = { ok: false, problems: [(error as Error).message || 'the pool could not be read'] };
    }
    runInAction(() => this.verdicts.set(ticket.ticketId, verdict));
  }

  clear(): void {
    this.close();
    this.unfinished = [];
    this.history = [];
    this.historyTotal = 0;
    this.historyPools = [];
    this.verdicts.clear();
    this.pendingBuy = null;
  }

  private ticketById(ticketId: number): InstantTicket | undefined {
    if (this.current?.ticketId === ticketId) return this.current;
    return [...this.pack, ...this.unfinished, ...this.history].find((t) => t.ticketId === ticketId);
  }

  /** Puts the server's copy of a ticket everywhere the store holds it. */
  private replace(ticket: InstantTicket): void {
    const swap = (list: InstantTicket[]) => list.map((t) => (t.ticketId === ticket.ticketId ? ticket : t));
    if (this.current?.ticketId === ticket.ticketId) this.current = ticket;
    this.pack = swap(this.pack);
    this.history = swap(this.history);
    this.unfinished = ticket.finished
      ? this.unfinished.filter((t) => t.ticketId !== ticket.ticketId)
      : swap(this.unfinished);
  }
}
