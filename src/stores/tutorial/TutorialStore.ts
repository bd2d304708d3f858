import { makeAutoObservable } from 'mobx';

/** The kinds with a first-time tutorial: each plays differently. */
export const TUTORIAL_KINDS = ['lottery', 'raffle', 'bingo', 'crossword', 'scratchcard', 'spinner'] as const;
export type TutorialKind = (typeof TUTORIAL_KINDS)[number];

/** Steps per kind (tutorial.<kind>.steps.1..n in the locale). */
export const TUTORIAL_STEPS = 3;

const STORAGE_KEY = 'drawhall.tutorialsSeen';

/**
 * The first-time tutorial: shown once per game kind, the first time its pick or play page opens;
 * which kinds the player has seen (dismissed or finished) is kept in local storage, so a tutorial
 * never comes back by itself; /howtoplay shows any of them again on request.
 */
export class TutorialStore {
  private readonly seen: Set<TutorialKind>;
  kind: TutorialKind | null = null;
  step = 1;

  constructor(private readonly storage: Storage | null) {
    this.seen = readSeen(storage);
    makeAutoObservable<TutorialStore, 'storage' | 'seen'>(this, { storage: false, seen: false });
  }

  hasSeen(kind: TutorialKind): boolean {
    return this.seen.has(kind);
  }

  /** A kind's page opened: its tutorial shows unless the player has seen it. */
  firstVisit(kind: TutorialKind): void {
    if (!this.seen.has(kind) && this.kind === null) this.show(kind);
  }

  /** Shows a kind's tutorial from its first step, seen or not (/howtoplay). */
  show(kind: TutorialKind): void {
    this.kind = kind;
    this.step = 1;
  }

  next(): void {
    if (this.step < TUTORIAL_STEPS) this.step += 1;
    else this.dismiss();
  }

  back(): void {
    if (this.step > 1) this.step -= 1;
  }

  /** Closed or finished: remembered, so it does not open by itself again. */
  dismiss(): void {
    if (this.kind) this.seen.add(this.kind);
    this.kind = null;
    this.step = 1;
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify([...this.seen]));
    } catch {
      /* storage full or disabled: remembered for this visit only */
    }
  }
}

function readSeen(storage: Storage | null): Set<TutorialKind> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    const kinds = Array.isArray(parsed) ? parsed : [];
    return new Set(TUTORIAL_KINDS.filter((k) => kinds.includes(k)));
  } catch {
    return new Set();
  }
}
