import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/errors';
import type { FileFormat } from '../src/files/file-formats';
import { UploadInspector } from '../src/files/upload-inspector';
import { UPLOAD_RULES, type UploadRules } from '../src/files/upload-rules';
import { expectedRefusal } from './support/upload-refusals';

const bytes = (...values: number[]) => Buffer.from(values);
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The first bytes of real files of each format (as written by the usual programs). */
const REAL_HEADERS: Record<FileFormat, Buffer[]> = {
  pdf: [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
  doc: [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0)],
  ppt: [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0)],
  xls: [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0)],
  docx: [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00)],
  pptx: [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00)],
  xlsx: [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00)],
  txt: [Buffer.from('Vocabulario: café, niño, ça va.\n')],
  jpg: [bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46)],
  jpeg: [bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78, 0x69, 0x66)],
  png: [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52)],
  // A zip's first entry, and a whole empty zip (its end record only).
  zip: [
    bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0),
    Buffer.concat([bytes(0x50, 0x4b, 0x05, 0x06), Buffer.alloc(18)]),
  ],
  // RAR 5 and RAR 4.
  rar: [latin1('Rar!\x1a\x07\x01\x00'), latin1('Rar!\x1a\x07\x00\xcf')],
  // An ID3v2.4 tag (ffmpeg/LAME), an ID3v2.3 tag, and bare MPEG-1 and MPEG-2 layer III frames.
  mp3: [
    latin1('ID3\x04\x00\x00\x00\x00\x00\x16TSSE'),
    latin1('ID3\x03\x00\x00\x00\x00\x0f\x76'),
    bytes(0xff, 0xfb, 0x90, 0x64, 0x00, 0x00, 0x00, 0x00),
    bytes(0xff, 0xf3, 0x80, 0xc4, 0x00, 0x00, 0x00, 0x03),
  ],
  // An Ogg page that begins a stream (version 0, header type 2).
  ogg: [latin1('OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00')],
  // An MPEG-4 `ftyp` box of 32 bytes, brand M4A.
  m4a: [latin1('\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom')],
  mp4: [latin1('\x00\x00\x00\x1cftypiso5\x00\x00\x02\x00iso5iso6mp41')],
  webp: [latin1('RIFF\x24\x00\x00\x00WEBPVP8 ')],
  webm: [bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01)],
};

/** Formats whose files carry the same signature: a file of one passes as the others. */
const SAME_SIGNATURE: FileFormat[][] = [
  ['doc', 'ppt', 'xls'],
  ['docx', 'pptx', 'xlsx', 'zip'],
  ['jpg', 'jpeg'],
  ['m4a', 'mp4'],
];
const sameSignature = (a: FileFormat, b: FileFormat) =>
  a === b || SAME_SIGNATURE.some((group) => group.includes(a) && group.includes(b));

const EXE = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00);

/** Streams `chunks` through an inspector; answers the HttpError it refused with, or undefined. */
async function inspect(
  rules: UploadRules,
  format: FileFormat,
  chunks: Iterable<Buffer> | AsyncIterable<Buffer>,
) {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await pipeline(Readable.from(chunks, { objectMode: false }), new UploadInspector(rules, format), sink);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

describe.each(Object.entries(UPLOAD_RULES))('the %s rules', (_use, rules: UploadRules) => {
  describe.each(rules.formats)('a .%s', (format) => {
    it.each(REAL_HEADERS[format].map((header) => [header.toString('hex'), header]))(
      'passes a real file starting %s',
      async (_hex, header) => {
        expect(await inspect(rules, format, [header, Buffer.from(' más contenido')])).toBeUndefined();
      },
    );

    const others = (Object.keys(REAL_HEADERS) as FileFormat[]).filter(
      (other) => !sameSignature(format, other),
    );
    it.each(others)('refuses the content of a .%s, and an executable', async (other) => {
      for (const header of [...(REAL_HEADERS[other] ?? []), EXE]) {
        expect(await inspect(rules, format, [header]), header.toString('hex')).toEqual(
          expectedRefusal(rules, 'content'),
        );
      }
    });

    it('refuses an empty file', async () => {
      expect(await inspect(rules, format, [])).toEqual(expectedRefusal(rules, 'empty'));
    });
  });

  it(`passes ${rules.maxBytes} bytes and refuses more as soon as the excess arrives`, async () => {
    const format = rules.formats[0] as FileFormat;
    const header = REAL_HEADERS[format][0] as Buffer;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let pulled = 0;
    async function* upTo(total: number) {
      yield header;
      pulled = header.length;
      while (pulled < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - pulled));
        pulled += piece.length;
        yield piece;
      }
    }
    const tooLarge = expectedRefusal(rules, 'tooLarge');
    expect(await inspect(rules, format, upTo(rules.maxBytes))).toBeUndefined();
    expect(await inspect(rules, format, upTo(rules.maxBytes + 1))).toEqual(tooLarge);
    expect(await inspect(rules, format, upTo(rules.maxBytes + 50 * 1024 * 1024))).toEqual(tooLarge);
    expect(pulled).toBeLessThan(rules.maxBytes + 1024 * 1024);
  });
});

describe('text', () => {
  const { handIn, material } = UPLOAD_RULES;
  const content = expectedRefusal(handIn, 'content');

  it('passes a character split between two chunks and refuses one cut off at the end', async () => {
    const text = Buffer.from('Lección ñandú');
    const at = text.indexOf(0xc3) + 1;
    expect(await inspect(handIn, 'txt', [text.subarray(0, at), text.subarray(at)])).toBeUndefined();
    expect(await inspect(handIn, 'txt', [text.subarray(0, at)])).toEqual(content);
  });

  it('refuses a NUL byte in a later chunk, Latin-1 text and a text starting like a PDF', async () => {
    const plain = Buffer.from('x'.repeat(100));
    expect(await inspect(material, 'txt', [plain, bytes(0x41, 0x00, 0x42)])).toEqual(
      expectedRefusal(material, 'content'),
    );
    expect(await inspect(handIn, 'txt', [plain, latin1('caf\xe9')])).toEqual(content);
    expect(await inspect(handIn, 'txt', [Buffer.from('%PDF-1.4 en realidad un PDF')])).toEqual(content);
  });

  it('decides on a file shorter than the signatures from what there is', async () => {
    expect(await inspect(handIn, 'txt', [Buffer.from('ok')])).toBeUndefined();
    expect(await inspect(handIn, 'jpg', [bytes(0xff, 0xd8, 0xff)])).toBeUndefined();
    // "%PDF" without the dash of a PDF header (the former material check took it).
    expect(await inspect(material, 'pdf', [latin1('%PDF')])).toEqual(expectedRefusal(material, 'content'));
  });
});
