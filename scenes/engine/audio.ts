import { richSoundOn, type SoundGameKind, type StageSoundSettings } from './soundSettings';

/**
 * The stage's one audio module. Two channels: effects (short cues and effect loops) and music (a
 * loop, rich sound only). Each game kind has its own sprite of cues (audio/sprites/, made by
 * audio/generateSprite.ts): the scene showing that kind hands it over while it shows (useSprite)
 * and gives it back when it goes, which unloads it, so a page loads only its kind's sounds.
 * Howler is passed in as a factory so the module stays testable without Web Audio.
 * Nothing plays before the first pointerdown: browsers refuse audio before a gesture, and cues
 * queued until then would all fire at once on the first tap.
 */
export type Channel = 'effects' | 'music';
export type EffectName = 'tick' | 'ballDrop' | 'match' | 'win' | 'call' | 'daub' | 'reveal' | 'stop' | 'pop';
/** Effects that sound for as long as an action lasts (scratching), started and stopped by the scene. */
export type LoopName = 'scratch';

/**
 * Effects heard with plain sound on: each tells an outcome (a ball or number drawn, the wheel's
 * stop, a letter called, a win). The others, and the loops, need rich sound for the game kind.
 */
const BASIC_EFFECTS: readonly EffectName[] = ['ballDrop', 'call', 'stop', 'pop', 'win'];

export interface HowlLike {
  play(sprite?: string): number | undefined;
  stop(id?: number): unknown;
  pause(id?: number): unknown;
  volume(volume: number, id?: number): unknown;
  mute(muted: boolean, id?: number): unknown;
  playing(id?: number): boolean;
  unload(): void;
}

export interface HowlOptions {
  src: string[];
  sprite: Record<string, [number, number] | [number, number, boolean]>;
  preload: boolean;
}

/** A sound file and its sprite map: a kind's cues, or a voice track. */
export interface SoundSprite {
  src: string[];
  sprite: HowlOptions['sprite'];
}

/**
 * A second sprite beside the effects: spoken segments such as bingo's called numbers, one file per
 * language, loaded once rich sound is on and the audio unlocked (a scene sets it while it shows).
 */
export type VoiceTrack = SoundSprite;

export interface StageAudioOptions {
  settings: StageSoundSettings;
  kind: SoundGameKind;
  createHowl(options: HowlOptions): HowlLike;
  /** Where the first pointerdown is awaited (the stage host or window). */
  unlockTarget: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Resumes a suspended AudioContext; Howler.ctx?.resume() in the browser. */
  resumeContext?: () => unknown;
}

export class StageAudio {
  private howl: HowlLike | null = null;
  private sprite: SoundSprite | null = null;
  private readonly loops = new Map<LoopName, number>();
  private settings: StageSoundSettings;
  private kind: SoundGameKind;
  private musicId: number | undefined;
  private voice: VoiceTrack | null = null;
  private voiceHowl: HowlLike | null = null;
  private masterMuted = false;
  private hidden = false;
  private unlocked = false;
  private readonly volumes: Record<Channel, number> = { effects: 1, music: 0.5 };

  constructor(private readonly options: StageAudioOptions) {
    this.settings = options.settings;
    this.kind = options.kind;
    options.unlockTarget.addEventListener('pointerdown', this.unlock, {
      once: true,
    } as AddEventListenerOptions);
  }

  get isUnlocked(): boolean {
    return this.unlocked;
  }

  get muted(): boolean {
    return this.masterMuted || this.hidden || !this.settings.soundEnabled;
  }

  /** New settings or game kind from the caller; music follows rich sound at once. */
  configure(settings: StageSoundSettings, kind: SoundGameKind = this.kind): void {
    this.settings = settings;
    this.kind = kind;
    this.syncMute();
    if (!richSoundOn(settings, kind)) {
      this.stopMusic();
      this.stopLoops();
      this.voiceHowl?.stop();
    }
    this.warmVoice();
    this.warmSprite();
  }

  setMasterMuted(muted: boolean): void {
    this.masterMuted = muted;
    this.syncMute();
  }

  setVolume(channel: Channel, volume: number): void {
    this.volumes[channel] = Math.max(0, Math.min(1, volume));
    if (channel === 'music' && this.musicId !== undefined)
      this.howl?.volume(this.volumes.music, this.musicId);
  }

  get kindSprite(): SoundSprite | null {
    return this.sprite;
  }

  /**
   * The showing scene's game kind and its sprite from now on. The previous kind's sprite is
   * unloaded (its music and loops stop with it); the new one loads as soon as it may sound.
   */
  useSprite(sprite: SoundSprite, kind: SoundGameKind): void {
    this.configure(this.settings, kind);
    if (sprite === this.sprite) return;
    this.unloadSprite();
    this.sprite = sprite;
    this.warmSprite();
  }

  /**
   * A scene leaving gives its sprite back, which unloads it. The next scene is prepared before the
   * last one is disposed, so a sprite already replaced is left to its successor.
   */
  releaseSprite(sprite: SoundSprite): void {
    if (sprite === this.sprite) this.unloadSprite();
  }

  /** Plays a cue if sound is on, the audio is unlocked and the cue is allowed; returns whether it did. */
  play(effect: EffectName): boolean {
    if (!this.canPlay() || !this.has(effect)) return false;
    if (!BASIC_EFFECTS.includes(effect) && !richSoundOn(this.settings, this.kind)) return false;
    const howl = this.ensureHowl();
    const id = howl.play(effect);
    if (id !== undefined) howl.volume(this.volumes.effects, id);
    return id !== undefined;
  }

  /** Starts an effect loop (rich sound only) unless it is already sounding; returns whether it sounds. */
  startLoop(loop: LoopName): boolean {
    if (!this.canPlay() || !this.has(loop) || !richSoundOn(this.settings, this.kind)) return false;
    const howl = this.ensureHowl();
    const playing = this.loops.get(loop);
    if (playing !== undefined && howl.playing(playing)) return true;
    const id = howl.play(loop);
    if (id === undefined) return false;
    howl.volume(this.volumes.effects, id);
    this.loops.set(loop, id);
    return true;
  }

  stopLoop(loop: LoopName): void {
    const id = this.loops.get(loop);
    if (id !== undefined) this.howl?.stop(id);
    this.loops.delete(loop);
  }

  /** Whether an effect loop is sounding (as far as this module started it). */
  looping(loop: LoopName): boolean {
    return this.loops.has(loop);
  }

  /** The spoken track from now on (the scene's language), or none; the previous one is unloaded. */
  setVoice(track: VoiceTrack | null): void {
    if (track === this.voice) return;
    this.voiceHowl?.unload();
    this.voiceHowl = null;
    this.voice = track;
    this.warmVoice();
  }

  /**
   * Says one segment of the voice track (a called number) if sound is on, the audio unlocked and
   * rich sound on for the kind: a spoken call is more than a cue. A new segment cuts the previous
   * one short rather than talking over it. Returns whether it played.
   */
  speak(segment: string): boolean {
    if (!this.voice || !Object.hasOwn(this.voice.sprite, segment)) return false;
    if (!this.canPlay() || !richSoundOn(this.settings, this.kind)) return false;
    const howl = this.ensureVoiceHowl(this.voice);
    howl.stop();
    const id = howl.play(segment);
    if (id !== undefined) howl.volume(this.volumes.effects, id);
    return id !== undefined;
  }

  startMusic(): boolean {
    if (!this.canPlay() || !this.has('music') || !richSoundOn(this.settings, this.kind)) return false;
    const howl = this.ensureHowl();
    if (this.musicId !== undefined && howl.playing(this.musicId)) return true;
    this.musicId = howl.play('music');
    if (this.musicId !== undefined) howl.volume(this.volumes.music, this.musicId);
    return this.musicId !== undefined;
  }

  stopMusic(): void {
    if (this.musicId !== undefined) this.howl?.stop(this.musicId);
    this.musicId = undefined;
  }

  /**
   * The page was hidden: silence everything; shown again: sound returns (music too). Effect loops
   * stop for good: the action they went with (a pointer held down) cannot outlast a hidden page.
   */
  setPageHidden(hidden: boolean): void {
    this.hidden = hidden;
    if (hidden) this.stopLoops();
    this.syncMute();
  }

  destroy(): void {
    this.options.unlockTarget.removeEventListener('pointerdown', this.unlock);
    this.unloadSprite();
    this.voiceHowl?.unload();
    this.voiceHowl = null;
  }

  private canPlay(): boolean {
    return this.unlocked && !this.muted;
  }

  private has(cue: string): boolean {
    return this.sprite !== null && Object.hasOwn(this.sprite.sprite, cue);
  }

  private stopLoops(): void {
    for (const loop of [...this.loops.keys()]) this.stopLoop(loop);
  }

  private unloadSprite(): void {
    this.stopMusic();
    this.stopLoops();
    this.howl?.unload();
    this.howl = null;
    this.sprite = null;
  }

  private readonly unlock = (): void => {
    this.unlocked = true;
    this.options.resumeContext?.();
    this.warmVoice();
    this.warmSprite();
  };

  /**
   * Loads the kind's sprite once it may sound (unlocked, sound on), ahead of its first cue: loaded
   * on that cue, the spinner's first spin lost the quick ticks of its first second to the fetch.
   */
  private warmSprite(): void {
    if (this.sprite && this.canPlay()) this.ensureHowl();
  }

  /** Loads the voice track ahead of its first segment, so the first call is not said late. */
  private warmVoice(): void {
    if (this.voice && this.canPlay() && richSoundOn(this.settings, this.kind))
      this.ensureVoiceHowl(this.voice);
  }

  private ensureVoiceHowl(voice: VoiceTrack): HowlLike {
    this.voiceHowl ??= this.options.createHowl({ src: voice.src, sprite: voice.sprite, preload: true });
    this.voiceHowl.mute(this.muted);
    return this.voiceHowl;
  }

  /** Only called once `has` found the cue, so a sprite is set. */
  private ensureHowl(): HowlLike {
    const { src, sprite } = this.sprite!;
    this.howl ??= this.options.createHowl({ src, sprite, preload: true });
    this.howl.mute(this.muted);
    return this.howl;
  }

  private syncMute(): void {
    this.howl?.mute(this.muted);
    this.voiceHowl?.mute(this.muted);
  }
}
