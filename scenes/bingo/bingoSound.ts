import map from '../../audio/sprites/bingo.json';
import url from '../../audio/sprites/bingo.wav?url';
import type { HowlOptions, SoundSprite } from '../engine/audio';

/** The bingo sprite (audio/generateSprite.ts): bundled with this kind's scene, loaded on its first cue. */
export const bingoSound: SoundSprite = { src: [url], sprite: map as unknown as HowlOptions['sprite'] };
