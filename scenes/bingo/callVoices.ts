import type { VoiceTrack } from '../engine/audio';
import enSprite from '../../audio/bingo-calls-en.json';
import enOgg from '../../audio/bingo-calls-en.ogg?url';
import enMp3 from '../../audio/bingo-calls-en.mp3?url';
import esSprite from '../../audio/bingo-calls-es.json';
import esOgg from '../../audio/bingo-calls-es.ogg?url';
import esMp3 from '../../audio/bingo-calls-es.mp3?url';

/**
 * The spoken numbers 1-90 (scripts/bingo-calls-audio.ts), one sprite per language of the site:
 * segment "n" says n. Ogg first (exact offsets), MP3 where Vorbis does not play. Only URLs and
 * the small offset maps are bundled; the audio loads when rich sound is on.
 */
const VOICES: Record<string, VoiceTrack> = {
  en: { src: [enOgg, enMp3], sprite: enSprite as unknown as VoiceTrack['sprite'] },
  es: { src: [esOgg, esMp3], sprite: esSprite as unknown as VoiceTrack['sprite'] },
};

/** The calls in the texts' language ('es_ES' -> es), English for any other. */
export function bingoCallVoice(language: string): VoiceTrack {
  return VOICES[language.slice(0, 2).toLowerCase()] ?? VOICES.en;
}
