/**
 * A short MP3 built by hand (no encoder for demo data): MPEG-1 Layer III frames, 32 kbit/s, 44.1 kHz,
 * mono, each a 4-byte header and all-zero side information and data, which every decoder plays as
 * silence. Enough for a listening prompt's player to load, play and seek; about 4 KB a second.
 */
export function sampleMp3(seconds: number): Buffer {
  // 1152 samples a frame at 44.1 kHz; 144 × 32000 / 44100 = 104 bytes a frame without padding.
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(104);
  frame.set([0xff, 0xfb, 0x10, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
