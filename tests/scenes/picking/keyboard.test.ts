import { describe, expect, it, onTestFinished } from 'vitest';
import { keyAction, keyBelongsToPage, moveFocus } from '../../../scenes/picking/keyboard';

const ranges = { main: 49, second: 10 };

describe('picking board keyboard', () => {
  it('maps arrows, Enter/Space, L and Backspace; other keys do nothing', () => {
    expect(keyAction('ArrowDown')).toEqual({ kind: 'move', dx: 0, dy: 1 });
    expect(keyAction('Enter')).toEqual({ kind: 'pick' });
    expect(keyAction(' ')).toEqual({ kind: 'pick' });
    expect(keyAction('L')).toEqual({ kind: 'dip' });
    expect(keyAction('Backspace')).toEqual({ kind: 'removeLast' });
    expect(keyAction('x')).toBeNull();
  });

  it('shows the cursor on ball 1 at the first move, then moves by one or by a row', () => {
    let f = moveFocus({ set: 1, number: 0 }, 1, 0, 10, ranges);
    expect(f).toEqual({ set: 1, number: 1 });
    f = moveFocus(f, 1, 0, 10, ranges);
    expect(f.number).toBe(2);
    f = moveFocus(f, 0, 1, 10, ranges);
    expect(f.number).toBe(12);
  });

  it('goes down from the last row into the second set and back up; never off the balls', () => {
    const down = moveFocus({ set: 1, number: 47 }, 0, 1, 10, ranges);
    expect(down).toEqual({ set: 2, number: 7 });
    expect(moveFocus(down, 0, -1, 10, ranges)).toEqual({ set: 1, number: 47 });
    expect(moveFocus({ set: 1, number: 1 }, -1, 0, 10, ranges)).toEqual({ set: 1, number: 1 });
    expect(moveFocus({ set: 1, number: 45 }, 0, 1, 10, { main: 49, second: 0 })).toEqual({
      set: 1,
      number: 45,
    });
    expect(moveFocus({ set: 2, number: 10 }, 1, 0, 10, ranges)).toEqual({ set: 2, number: 10 });
  });
});

describe('keys that belong to the page', () => {
  it('leaves keys typed into controls and dialogs to them, and takes the rest', () => {
    // The unit tests share one document (isolate: false): leave it empty for the next file.
    onTestFinished(() => void (document.body.innerHTML = ''));
    document.body.innerHTML = `
      <button id="b">Join</button><input id="i" /><a id="a" href="/x">x</a>
      <div role="dialog"><span id="d">in a dialog</span></div><p id="p">text</p>`;
    const byId = (id: string) => document.getElementById(id);
    for (const id of ['b', 'i', 'a', 'd']) expect(keyBelongsToPage(byId(id)), id).toBe(true);
    expect(keyBelongsToPage(byId('p'))).toBe(false);
    expect(keyBelongsToPage(document.body)).toBe(false);
    expect(keyBelongsToPage(null)).toBe(false);
    expect(keyBelongsToPage(window)).toBe(false);
  });
});
