import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS, TutorialStore } from '../../../../src/stores/tutorial/TutorialStore';
import { memoryStorage } from '../../fakes/memoryStorage';

describe('first-time tutorial', () => {
  it("opens on a kind's first visit only, and remembers a dismissed kind across visits", () => {
    const storage = memoryStorage();
    const first = new TutorialStore(storage);
    first.firstVisit('bingo');
    expect(first.kind).toBe('bingo');
    first.dismiss();
    expect(first.kind).toBeNull();
    const later = new TutorialStore(storage);
    later.firstVisit('bingo');
    expect(later.kind).toBeNull();
    // Another kind is still new.
    later.firstVisit('spinner');
    expect(later.kind).toBe('spinner');
  });

  it('walks its steps forward and back; finishing the last step counts as seen', () => {
    const storage = memoryStorage();
    const store = new TutorialStore(storage);
    store.firstVisit('lottery');
    store.back();
    expect(store.step).toBe(1);
    for (let i = 1; i < TUTORIAL_STEPS; i++) store.next();
    expect(store.step).toBe(TUTORIAL_STEPS);
    store.back();
    expect(store.step).toBe(TUTORIAL_STEPS - 1);
    store.next();
    store.next();
    expect(store.kind).toBeNull();
    expect(new TutorialStore(storage).hasSeen('lottery')).toBe(true);
  });

  it('shows a seen kind again on request (/howtoplay), from its first step', () => {
    const storage = memoryStorage();
    storage.setItem('drawhall.tutorialsSeen', JSON.stringify(['raffle', 'not-a-kind']));
    const store = new TutorialStore(storage);
    expect(store.hasSeen('raffle')).toBe(true);
    store.show('raffle');
    expect(store).toMatchObject({ kind: 'raffle', step: 1 });
  });

  it('survives garbage in storage and a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem('drawhall.tutorialsSeen', '{oops');
    storage.setItem = () => {
      throw new Error('quota');
    };
    const store = new TutorialStore(storage);
    store.firstVisit('crossword');
    expect(store.kind).toBe('crossword');
    store.dismiss();
    store.firstVisit('crossword');
    expect(store.kind).toBeNull();
  });
});
