import map from '../../audio/sprites/spinner.json';
import url from '../../audio/sprites/spinner.wav?url';
import type { HowlOptions, SoundSprite } from '../engine/audio';

/** The spinner sprite (audio/generateSprite.ts): bundled with this kind's scene, loaded on its first cue. */
export const spinnerSound: SoundSprite = { src: [url], sprite: map as unknown as HowlOptions['sprite'] };
