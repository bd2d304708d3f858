import type { StageAudio } from '../engine/audio';

/** How long the pointer may rest, still pressed, before the scratching sound stops. */
export const SCRATCH_REST_MS = 120;

/**
 * The scratching sound: the scratchcard sprite's loop sounds while the pointer scratches foil and
 * stops when it lifts or rests. StageAudio decides whether it may sound at all (rich sound for the
 * scratchcard, sound on, page shown); this only says when the player is scratching.
 */
export class ScratchLoop {
  private lastMoveAt = -Infinity;

  constructor(private readonly audio: StageAudio | null) {}

  /** The pointer scratched foil at `now` (ms of the stage clock). */
  scratched(now: number): void {
    this.lastMoveAt = now;
    this.audio?.startLoop('scratch');
  }

  /** Each frame: a pointer resting longer than SCRATCH_REST_MS stops the sound. */
  update(now: number): void {
    if (now - this.lastMoveAt > SCRATCH_REST_MS) this.stop();
  }

  stop(): void {
    this.lastMoveAt = -Infinity;
    if (this.audio?.looping('scratch')) this.audio.stopLoop('scratch');
  }
}
