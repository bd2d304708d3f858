/**
 * A mono PCM WAV file around raw samples (8-bit unsigned or 16-bit little-endian signed), for the
 * scripts that generate the committed sounds (audio/generateSprite.ts, scripts/bingo-calls-audio.ts).
 */
export function wavFile(pcm: Uint8Array, rate: number, bits: 8 | 16): Buffer {
  const bytesPerSample = bits / 8;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * bytesPerSample, 28); // bytes per second
  header.writeUInt16LE(bytesPerSample, 32); // block align
  header.writeUInt16LE(bits, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, Buffer.from(pcm)]);
}
