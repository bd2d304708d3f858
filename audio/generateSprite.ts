/**
 * Writes the stage's sound sprite: one small 8-bit mono WAV of synthesised effects plus a music
 * loop, and sprite.json with each sound's [offset ms, duration ms] (Howler's sprite format).
 * Synthesised rather than recorded so the repository ships no third-party audio and stays small.
 * Deterministic: the same bytes on every run. Run: npx tsx audio/generateSprite.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { wavFile } from './wavFile';

const RATE = 11025;
const GAP_MS = 50;

type Voice = (t: number) => number;

const tone =
  (freq: number, decay: number): Voice =>
  (t) =>
    Math.sin(2 * Math.PI * freq * t) * Math.exp(-t * decay);
const sweep =
  (from: number, to: number, ms: number, decay: number): Voice =>
  (t) => {
    const k = Math.min(1, t / (ms / 1000));
    const f = from + (to - from) * k;
    return Math.sin(2 * Math.PI * f * t) * Math.exp(-t * decay);
  };
const chord =
  (freqs: number[], decay: number): Voice =>
  (t) =>
    freqs.reduce((sum, f) => sum + tone(f, decay)(t), 0) / freqs.length;
const notes =
  (freqs: number[], noteMs: number, decay: number): Voice =>
  (t) => {
    const index = Math.floor((t * 1000) / noteMs);
    const local = t - (index * noteMs) / 1000;
    return tone(freqs[index % freqs.length], decay)(local);
  };

const SOUNDS: [name: string, ms: number, voice: Voice, gain: number][] = [
  ['tick', 60, tone(1200, 60), 0.5],
  ['ballDrop', 160, sweep(700, 300, 160, 18), 0.7],
  ['match', 260, chord([880, 1320], 10), 0.6],
  ['win', 700, notes([523, 659, 784, 1047], 175, 6), 0.7],
  ['music', 1600, notes([262, 330, 392, 330, 294, 349, 440, 349], 200, 4), 0.25],
];

function render(): { pcm: Uint8Array; sprite: Record<string, [number, number, boolean?]> } {
  const totalMs = SOUNDS.reduce((ms, [, d]) => ms + d + GAP_MS, 0);
  const pcm = new Uint8Array(Math.ceil((totalMs * RATE) / 1000)).fill(128);
  const sprite: Record<string, [number, number, boolean?]> = {};
  let atMs = 0;
  for (const [name, ms, voice, gain] of SOUNDS) {
    const start = Math.round((atMs * RATE) / 1000);
    const count = Math.round((ms * RATE) / 1000);
    for (let i = 0; i < count; i++) {
      // A 5 ms fade at both ends keeps clicks out of the joins.
      const edge = Math.min(1, i / (0.005 * RATE), (count - i) / (0.005 * RATE));
      pcm[start + i] = Math.round(128 + 127 * gain * edge * Math.max(-1, Math.min(1, voice(i / RATE))));
    }
    sprite[name] = name === 'music' ? [atMs, ms, true] : [atMs, ms];
    atMs += ms + GAP_MS;
  }
  return { pcm, sprite };
}

const { pcm, sprite } = render();
const dir = fileURLToPath(new URL('.', import.meta.url));
writeFileSync(dir + 'stage-sprite.wav', wavFile(pcm, RATE, 8));
// One sound per line, as Prettier lays it out, so the generated file passes the format check.
const lines = Object.entries(sprite).map(([name, entry]) => `  "${name}": [${entry.join(', ')}]`);
writeFileSync(dir + 'stage-sprite.json', `{\n${lines.join(',\n')}\n}\n`);
console.log(`stage-sprite.wav: ${44 + pcm.length} bytes, sounds: ${Object.keys(sprite).join(', ')}`);
