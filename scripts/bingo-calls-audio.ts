/**
 * Writes the spoken bingo calls: one sound sprite per language with the numbers 1-90 said by
 * espeak-ng, trimmed of silence by sox and laid end to end, as audio/bingo-calls-{lang}.ogg (Ogg
 * Vorbis) and .mp3 (for browsers without Vorbis; see TAIL_MS), and audio/bingo-calls-{lang}.json
 * with each number's [offset ms, duration ms] (Howler's sprite format). Synthesised so the
 * repository ships no recorded voice. The offsets are the same on every run; the encoded files may
 * differ in their headers (the Ogg stream serial is random).
 * Needs espeak-ng, sox and lame (Debian: apt-get install -y espeak-ng sox lame).
 * Run: npx tsx scripts/bingo-calls-audio.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wavFile } from '../audio/wavFile';

/** The languages of config/locales, each with the espeak-ng voice that says its numbers. */
const VOICES: Record<string, string> = { en: 'en-us', es: 'es' };
const NUMBERS = 90;
const RATE = 16000;
/** Silence between segments, so no segment clips into the next number. */
const GAP_MS = 120;
/**
 * Each segment runs this far into the silence after it: Chromium decodes the MP3 without trimming
 * lame's encoder delay (1,105 samples, 69 ms at 16 kHz), so there every number sits that much late.
 * Less than GAP_MS, so it costs the Ogg only a little silence.
 */
const TAIL_MS = 80;

const audioDir = fileURLToPath(new URL('../audio/', import.meta.url));

/** One number said and trimmed: raw signed 16-bit mono samples at RATE. */
function say(voice: string, n: number, work: string): Buffer {
  const spoken = join(work, `${n}.wav`);
  const raw = join(work, `${n}.s16`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', spoken, String(n)]);
  // Trim leading and trailing silence (reverse, trim, reverse), normalise, resample to 8-bit 8 kHz.
  execFileSync('sox', [
    spoken,
    '-r',
    String(RATE),
    '-c',
    '1',
    '-b',
    '16',
    '-e',
    'signed-integer',
    '-t',
    'raw',
    raw,
    'silence',
    '1',
    '0.02',
    '1%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '1%',
    'reverse',
    'norm',
    '-1',
  ]);
  return readFileSync(raw);
}

const work = mkdtempSync(join(tmpdir(), 'bingo-calls-'));
try {
  for (const [lang, voice] of Object.entries(VOICES)) {
    const parts: Buffer[] = [];
    const sprite: string[] = [];
    let samples = 0;
    for (let n = 1; n <= NUMBERS; n++) {
      const said = say(voice, n, work);
      const gap = Buffer.alloc(2 * Math.round((GAP_MS * RATE) / 1000));
      const atMs = Math.round((samples * 1000) / RATE);
      const ms = Math.ceil(((said.length / 2) * 1000) / RATE) + TAIL_MS;
      sprite.push(`  "${n}": [${atMs}, ${ms}]`);
      parts.push(said, gap);
      samples += (said.length + gap.length) / 2;
    }
    const base = join(audioDir, `bingo-calls-${lang}`);
    const whole = join(work, `${lang}.wav`);
    writeFileSync(whole, wavFile(Buffer.concat(parts), RATE, 16));
    execFileSync('sox', [whole, '-C', '-1', `${base}.ogg`]);
    execFileSync('lame', ['--quiet', '-m', 'm', '-b', '16', whole, `${base}.mp3`]);
    // One number per line, as Prettier lays it out, so the generated file passes the format check.
    writeFileSync(`${base}.json`, `{\n${sprite.join(',\n')}\n}\n`);
    console.log(`bingo-calls-${lang}: ${((samples * 1000) / RATE / 1000).toFixed(1)} s`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
