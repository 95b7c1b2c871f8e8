/** Magic bytes: `bytes` found `at` that offset from the start of the file. */
interface Signature {
  readonly at: number;
  readonly bytes: readonly number[];
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const atStart = (...bytes: number[]): Signature => ({ at: 0, bytes });

const PDF = atStart(...ascii('%PDF-'));
// Compound File (OLE2): the legacy Office formats .doc, .ppt and .xls.
const OLE2 = atStart(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// A zip's first entry; Office Open XML (.docx, .pptx, .xlsx) is a zip too.
const ZIP = atStart(0x50, 0x4b, 0x03, 0x04);
const EMPTY_ZIP = atStart(0x50, 0x4b, 0x05, 0x06);
const JPEG = atStart(0xff, 0xd8, 0xff);
const PNG = atStart(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
// Rar!\x1a\x07: versions 1.5 and 5 share it.
const RAR = atStart(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07);
// An MP3 starts with an ID3v2 tag (versions 2.2 to 2.4) or directly with an MPEG audio layer III frame.
const MP3 = [
  ...[2, 3, 4].map((version) => atStart(...ascii('ID3'), version)),
  ...[0xfb, 0xfa, 0xf3, 0xf2].map((second) => atStart(0xff, second)),
];
const OGG = atStart(...ascii('OggS'));
// ISO base media (MPEG-4): the first box is `ftyp`, after its 4-byte length.
const MP4 = { at: 4, bytes: ascii('ftyp') };
// A RIFF container whose form type, after the 4-byte size, is WEBP.
const WEBP = { at: 8, bytes: ascii('WEBP') };
// Matroska/WebM: the EBML header's id. What browsers' MediaRecorder writes (Chromium, Firefox).
const WEBM = atStart(0x1a, 0x45, 0xdf, 0xa3);

/**
 * What a file of each accepted extension is stored and served as (never the browser's claim), and what its
 * content must look like: one of its signatures, or for `text` UTF-8 without NUL bytes that does not start
 * like any binary format here.
 */
export const FILE_FORMATS = {
  pdf: { mimeType: 'application/pdf', signatures: [PDF] },
  doc: { mimeType: 'application/msword', signatures: [OLE2] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signatures: [ZIP],
  },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', signatures: [OLE2] },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signatures: [ZIP],
  },
  xls: { mimeType: 'application/vnd.ms-excel', signatures: [OLE2] },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signatures: [ZIP],
  },
  txt: { mimeType: 'text/plain; charset=utf-8', signatures: 'text' },
  jpg: { mimeType: 'image/jpeg', signatures: [JPEG] },
  jpeg: { mimeType: 'image/jpeg', signatures: [JPEG] },
  png: { mimeType: 'image/png', signatures: [PNG] },
  zip: { mimeType: 'application/zip', signatures: [ZIP, EMPTY_ZIP] },
  rar: { mimeType: 'application/vnd.rar', signatures: [RAR] },
  mp3: { mimeType: 'audio/mpeg', signatures: MP3 },
  ogg: { mimeType: 'audio/ogg', signatures: [OGG] },
  m4a: { mimeType: 'audio/mp4', signatures: [MP4] },
  // Pictures of matching questions and students' recordings (Safari's MediaRecorder writes MP4).
  webp: { mimeType: 'image/webp', signatures: [WEBP] },
  webm: { mimeType: 'audio/webm', signatures: [WEBM] },
  mp4: { mimeType: 'audio/mp4', signatures: [MP4] },
} as const satisfies Record<string, { mimeType: string; signatures: readonly Signature[] | 'text' }>;

export type FileFormat = keyof typeof FILE_FORMATS;

const BINARY_SIGNATURES: readonly Signature[] = Object.values(FILE_FORMATS).flatMap((format) =>
  format.signatures === 'text' ? [] : format.signatures,
);

/** How many leading bytes decide whether a file's content matches its format. */
export const SNIFF_BYTES = Math.max(...BINARY_SIGNATURES.map(({ at, bytes }) => at + bytes.length));

const carries = (head: Uint8Array, { at, bytes }: Signature) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

/**
 * Whether the first bytes of a file (SNIFF_BYTES of them, or the whole file if shorter) are what its format
 * promises. The rest of a text (UTF-8, no NUL) is checked as it streams (upload-inspector.ts).
 */
export function headMatches(format: FileFormat, head: Uint8Array): boolean {
  const { signatures } = FILE_FORMATS[format];
  if (signatures === 'text') return !BINARY_SIGNATURES.some((signature) => carries(head, signature));
  return signatures.some((signature) => carries(head, signature));
}

export function isFileFormat(ext: string): ext is FileFormat {
  return Object.hasOwn(FILE_FORMATS, ext);
}
