import map from '../../audio/sprites/crossword.json';
import url from '../../audio/sprites/crossword.wav?url';
import type { HowlOptions, SoundSprite } from '../engine/audio';

/** The crossword sprite (audio/generateSprite.ts): bundled with this kind's scene, loaded on its first cue. */
export const crosswordSound: SoundSprite = { src: [url], sprite: map as unknown as HowlOptions['sprite'] };
