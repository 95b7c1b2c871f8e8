import { fileExtension } from '@aula/forms';
import { isFileFormat } from './file-formats';

/**
 * The most UTF-8 bytes a kept name may take. 255 bytes is the name limit of ext4 and most Unix file systems,
 * and a name within it is also within NTFS's 255 UTF-16 units and APFS's 255 characters: whatever the
 * browser saves a download under fits everywhere without being cut again (decision 122).
 */
export const FILE_NAME_MAX_BYTES = 255;

// Control and format characters: NUL and line breaks, but also right-to-left overrides, isolates and
// zero-width characters that could show `tarea\u202Efdp.exe` as `tareaexe.pdf`; and the Unicode line and
// paragraph separators, which break a line wherever the name is shown.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The longest start of `text` that takes at most `maxBytes` in UTF-8, never splitting a character. */
function cutToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * The name an uploaded file is kept under, only to show it and to save its download as: the last segment of
 * what the client sent (either kind of slash), without invisible characters, at most FILE_NAME_MAX_BYTES,
 * keeping a known extension when it has to be cut. Empty when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(INVISIBLE, '').trim();
  if (Buffer.byteLength(clean) <= FILE_NAME_MAX_BYTES) return clean;
  const ext = fileExtension(clean);
  const suffix = isFileFormat(ext) ? clean.slice(clean.length - ext.length - 1) : '';
  const stem = clean.slice(0, clean.length - suffix.length);
  return cutToBytes(stem, FILE_NAME_MAX_BYTES - Buffer.byteLength(suffix)) + suffix;
}
