import { CUES, type CueName } from './cues';

export const SPRITE_RATE = 11025;
const GAP_MS = 50;

export type SpriteMap = Record<string, [number, number] | [number, number, boolean]>;

/**
 * Renders cues one after another into 8-bit mono PCM, with Howler's sprite map beside it: each
 * cue's [offset ms, duration ms] and, for a loop, true. A 50 ms gap of silence between cues keeps
 * one from bleeding into the next when the browser rounds its offsets.
 */
export function renderSprite(names: readonly CueName[]): { pcm: Uint8Array; sprite: SpriteMap } {
  const totalMs = names.reduce((ms, name) => ms + CUES[name][0] + GAP_MS, 0);
  const pcm = new Uint8Array(Math.ceil((totalMs * SPRITE_RATE) / 1000)).fill(128);
  const sprite: SpriteMap = {};
  let atMs = 0;
  for (const name of names) {
    const [ms, voice, gain, loops] = CUES[name];
    const start = Math.round((atMs * SPRITE_RATE) / 1000);
    const count = Math.round((ms * SPRITE_RATE) / 1000);
    const fade = 0.005 * SPRITE_RATE;
    for (let i = 0; i < count; i++) {
      // A 5 ms fade at both ends keeps clicks out of the joins (and out of a loop's seam).
      const edge = Math.min(1, i / fade, (count - i) / fade);
      const sample = Math.max(-1, Math.min(1, voice(i / SPRITE_RATE)));
      pcm[start + i] = Math.round(128 + 127 * gain * edge * sample);
    }
    sprite[name] = loops ? [atMs, ms, true] : [atMs, ms];
    atMs += ms + GAP_MS;
  }
  return { pcm, sprite };
}

/** The sprite map as Prettier lays it out (one cue per line), so the file passes the format check. */
export function spriteJson(sprite: SpriteMap): string {
  const lines = Object.entries(sprite).map(([name, entry]) => `  "${name}": [${entry.join(', ')}]`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
