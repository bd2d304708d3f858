/**
 * The stage's synthesised cues and which game kind's sprite holds which. Synthesised rather than
 * recorded so the repository ships no third-party audio and stays small; every voice is a pure
 * function of time, so the generated files are the same bytes on every run.
 */
export type Voice = (t: number) => number;

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
/** A hash of the sample time, not Math.random: the same noise on every run. */
const hashNoise = (t: number): number => {
  const x = Math.sin(Math.floor(t * 11025) * 12.9898) * 43758.5453;
  return (x - Math.floor(x)) * 2 - 1;
};
/**
 * Foil under a coin: noise in short grains whose loudness wobbles, so the loop sounds like
 * scratching rather than hiss. Its length is a whole number of wobbles, so the loop joins cleanly.
 */
const scratchNoise =
  (grainsPerSecond: number): Voice =>
  (t) =>
    hashNoise(t) * (0.55 + 0.45 * Math.sin(2 * Math.PI * grainsPerSecond * t)) ** 2;

/** name: [length ms, voice, gain, loops]. */
export const CUES = {
  tick: [60, tone(1200, 60), 0.5, false],
  ballDrop: [160, sweep(700, 300, 160, 18), 0.7, false],
  match: [260, chord([880, 1320], 10), 0.6, false],
  win: [700, notes([523, 659, 784, 1047], 175, 6), 0.7, false],
  music: [1600, notes([262, 330, 392, 330, 294, 349, 440, 349], 200, 4), 0.25, true],
  call: [240, chord([587, 880], 9), 0.6, false],
  daub: [90, sweep(260, 140, 90, 30), 0.8, false],
  scratch: [400, scratchNoise(20), 0.35, true],
  reveal: [220, sweep(500, 1100, 220, 8), 0.55, false],
  stop: [300, chord([392, 523, 659], 8), 0.6, false],
  pop: [110, sweep(900, 1500, 110, 25), 0.6, false],
} as const satisfies Record<string, readonly [number, Voice, number, boolean]>;

export type CueName = keyof typeof CUES;

/**
 * One sprite per game kind, each with only the cues its scene plays: a scene downloads its own
 * sounds, not every kind's. The lottery and the raffle (lotto race) share the draw sprite.
 */
export const KIND_SPRITES = {
  draw: ['tick', 'ballDrop', 'match', 'win', 'music'],
  bingo: ['call', 'daub', 'win'],
  scratchcard: ['scratch', 'reveal', 'win'],
  spinner: ['tick', 'stop', 'win'],
  crossword: ['pop', 'match', 'win'],
} as const satisfies Record<string, readonly CueName[]>;

export type KindSpriteName = keyof typeof KIND_SPRITES;
