import map from '../../audio/sprites/draw.json';
import url from '../../audio/sprites/draw.wav?url';
import type { HowlOptions, SoundSprite } from '../engine/audio';

/** The draw sprite (audio/generateSprite.ts): bundled with this kind's scene, loaded on its first cue. */
export const drawSound: SoundSprite = { src: [url], sprite: map as unknown as HowlOptions['sprite'] };
