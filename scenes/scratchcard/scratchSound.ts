import map from '../../audio/sprites/scratchcard.json';
import url from '../../audio/sprites/scratchcard.wav?url';
import type { HowlOptions, SoundSprite } from '../engine/audio';

/** The scratchcard sprite (audio/generateSprite.ts): bundled with this kind's scene, loaded on its first cue. */
export const scratchSound: SoundSprite = { src: [url], sprite: map as unknown as HowlOptions['sprite'] };
