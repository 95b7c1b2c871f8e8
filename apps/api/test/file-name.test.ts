import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX_BYTES } from '../src/files/file-name';

const utf8Bytes = (text: string) => Buffer.byteLength(text);

describe('cleanFileName', () => {
  it.each([
    ['tema 1.pdf', 'tema 1.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['..\\..\\windows\\notas.txt', 'notas.txt'],
    ['C:\\Users\\ana\\Mi tarea «final».docx', 'Mi tarea «final».docx'],
    ['carpeta/', ''],
    ['  espacios.pdf  ', 'espacios.pdf'],
    ['linea\r\nSet-Cookie: x.pdf', 'lineaSet-Cookie: x.pdf'],
    ['nul\u0000.txt', 'nul.txt'],
    ['del\u007f y c1\u0085.txt', 'del y c1.txt'],
    // A right-to-left override would show this as "tareaexe.pdf".
    ['tarea\u202efdp.exe', 'tareafdp.exe'],
    ['cero\u200bancho\u200d\ufeff.pdf', 'ceroancho.pdf'],
    ['aislado\u2066\u2069\u200e\u200f.pdf', 'aislado.pdf'],
    ['línea\u2028párrafo\u2029.txt', 'líneapárrafo.txt'],
    ['\u200b\u202e', ''],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it(`keeps ${FILE_NAME_MAX_BYTES} bytes whole and cuts a longer name, keeping its extension`, () => {
    const fits = `${'a'.repeat(FILE_NAME_MAX_BYTES - 4)}.pdf`;
    expect(cleanFileName(fits)).toBe(fits);
    const long = `${'b'.repeat(400)}.Docx`;
    expect(cleanFileName(long)).toBe(`${'b'.repeat(FILE_NAME_MAX_BYTES - 5)}.Docx`);
  });

  it('counts bytes, not characters, and never splits a character', () => {
    // 'ñ' takes two bytes and '𝄞' four (two UTF-16 units).
    for (const letter of ['ñ', '語', '𝄞']) {
      const cleaned = cleanFileName(`${letter.repeat(200)}.txt`);
      expect(utf8Bytes(cleaned)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
      expect(utf8Bytes(cleaned)).toBeGreaterThan(FILE_NAME_MAX_BYTES - utf8Bytes(letter));
      expect(cleaned).toMatch(new RegExp(`^(?:${letter})+\\.txt$`, 'u'));
    }
  });

  it('cuts a long name with an extension it does not know like any other text', () => {
    const cleaned = cleanFileName(`informe.${'x'.repeat(300)}`);
    expect(cleaned).toBe(`informe.${'x'.repeat(FILE_NAME_MAX_BYTES - 8)}`);
  });
});
