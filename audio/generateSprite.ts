/**
 * Writes each game kind's sound sprite into audio/sprites/: <kind>.wav (8-bit mono) and
 * <kind>.json (Howler's sprite map). The cues are synthesised (audio/cues.ts); the output is the
 * same bytes on every run, and tests/scenes/engine/kindSprites.test.ts checks the committed files
 * still match it. Run: npx tsx audio/generateSprite.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KIND_SPRITES } from './cues';
import { renderSprite, spriteJson, SPRITE_RATE } from './renderSprite';
import { wavFile } from './wavFile';

const dir = fileURLToPath(new URL('./sprites/', import.meta.url));
for (const [kind, cues] of Object.entries(KIND_SPRITES)) {
  const { pcm, sprite } = renderSprite(cues);
  writeFileSync(`${dir}${kind}.wav`, wavFile(pcm, SPRITE_RATE, 8));
  writeFileSync(`${dir}${kind}.json`, spriteJson(sprite));
  console.log(`sprites/${kind}.wav: ${44 + pcm.length} bytes, cues: ${cues.join(', ')}`);
}
