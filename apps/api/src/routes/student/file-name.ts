/**
 * The last path segment of an uploaded name, at most 255 characters, without control or format characters
 * (\p{Cc}, \p{Cf}): no NUL or line breaks, and no right-to-left override or zero-width character that
 * could show `tarea‮fdp.exe` as `tareaexe.pdf`, as materials' names (material-upload.ts).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 255);
}
