/** Keyboard play on the picking board: which key does what, and how the cursor moves. */
export type KeyAction =
  { kind: 'move'; dx: number; dy: number } | { kind: 'pick' } | { kind: 'dip' } | { kind: 'removeLast' };

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function keyAction(key: string): KeyAction | null {
  const move = MOVES[key];
  if (move) return { kind: 'move', dx: move[0], dy: move[1] };
  if (key === 'Enter' || key === ' ') return { kind: 'pick' };
  if (key === 'l' || key === 'L') return { kind: 'dip' };
  if (key === 'Backspace' || key === 'Delete') return { kind: 'removeLast' };
  return null;
}

export interface Focus {
  set: 1 | 2;
  /** 0 until the first key press: no cursor is drawn before the keyboard is used. */
  number: number;
}

/**
 * Moves the cursor over the grid (columns wide). Down from the main set's last row enters the
 * second set, up from its first row goes back; the cursor never leaves the balls that exist.
 */
export function moveFocus(
  focus: Focus,
  dx: number,
  dy: number,
  columns: number,
  ranges: { main: number; second: number },
): Focus {
  if (focus.number === 0) return { set: 1, number: 1 };
  const range = focus.set === 1 ? ranges.main : ranges.second;
  const next = focus.number + dx + dy * columns;
  if (next >= 1 && next <= range) return { set: focus.set, number: next };
  if (dy > 0 && focus.set === 1 && ranges.second > 0)
    return { set: 2, number: Math.min(ranges.second, ((focus.number - 1) % columns) + 1) };
  if (dy < 0 && focus.set === 2) {
    const column = (focus.number - 1) % columns;
    const lastRowStart = Math.floor((ranges.main - 1) / columns) * columns;
    return { set: 1, number: Math.min(ranges.main, lastRowStart + column + 1) };
  }
  return focus;
}

/**
 * Keys typed into page controls are theirs: with the board beside the DOM chrome, Enter on a
 * focused button or a letter in a form field must not also pick a ball or start a lucky dip.
 */
export function keyBelongsToPage(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (
    (target as Element).closest(
      'input, textarea, select, button, a[href], [contenteditable="true"], [role="dialog"]',
    ) !== null
  );
}
