import { TEACHER_MESSAGES as M, MATERIAL_MAX_BYTES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { materials, storedFiles } from '../src/db/schema';
import { contentDisposition } from '../src/files/download';
import { describeEachDatabase } from './support/harness';
import { hasStoredBytes, storedBytes } from './support/stored-bytes';
import { auth, footprint, multipart, SAMPLES, type TeacherWorld, teacherWorld } from './support/teacher';

const PK = Buffer.from('PK\x03\x04', 'latin1');
const OLE2 = SAMPLES.doc;

describeEachDatabase('teacher materials', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await teacherWorld(app);
  });

  type Part = [string, string] | [string, Buffer, string];
  async function add(parts: Part[], courseId = w.course.id) {
    const body = await multipart(parts);
    return app.inject({
      method: 'POST',
      url: `/api/teacher/course/${courseId}/add-material`,
      headers: { ...auth(w.teacher.token), ...body.headers },
      payload: body.payload,
    });
  }
  async function edit(id: number, parts: Part[]) {
    const body = await multipart(parts);
    return app.inject({
      method: 'PUT',
      url: `/api/teacher/material/${id}?teacherUsername=${w.teacher.username}`,
      headers: { ...auth(w.teacher.token), ...body.headers },
      payload: body.payload,
    });
  }
  describe('POST add-material', () => {
    it.each([
      ['pdf', SAMPLES.pdf, 'application/pdf'],
      ['doc', OLE2, 'application/msword'],
      ['ppt', OLE2, 'application/vnd.ms-powerpoint'],
      ['xls', OLE2, 'application/vnd.ms-excel'],
      [
        'docx',
        Buffer.concat([PK, Buffer.alloc(40)]),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'pptx',
        Buffer.concat([PK, Buffer.alloc(40)]),
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      [
        'xlsx',
        Buffer.concat([PK, Buffer.alloc(40)]),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['txt', SAMPLES.txt, 'text/plain; charset=utf-8'],
      ['txt', Buffer.from('ok'), 'text/plain; charset=utf-8'],
    ] as const)('stores a %s under a generated name with its real type', async (ext, bytes, mime) => {
      const response = await add([
        ['title', `Archivo ${ext}`],
        ['youtubeLink', ''],
        ['file', bytes, `../../etc/Tema.${ext.toUpperCase()}`],
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const material = response.json();
      expect(material).toMatchObject({
        title: `Archivo ${ext}`,
        originalName: `Tema.${ext.toUpperCase()}`,
        youtubeLink: null,
        hasFile: true,
      });
      expect(material.filename).toMatch(/^[0-9a-f-]{36}$/);
      const [stored] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, material.filename));
      expect(stored).toMatchObject({ mimeType: mime, size: bytes.length });
      expect(await storedBytes(app, material.filename)).toEqual(bytes);
    });

    it('takes a video link alone and answers the canonical watch link', async () => {
      for (const link of [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
      ]) {
        const response = await add([
          ['title', 'Vídeo'],
          ['youtubeLink', link],
        ]);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({
          youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          hasFile: false,
          filename: null,
          originalName: null,
        });
      }
    });

    it('reads the fields wherever they come in the form, and an empty file part as no file', async () => {
      const response = await add([
        ['file', SAMPLES.pdf, 'a.pdf'],
        ['title', 'Después'],
        ['youtubeLink', ''],
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const empty = await add([
        ['title', 'Sin archivo'],
        ['file', Buffer.alloc(0), ''],
      ]);
      expect(empty.statusCode, empty.body).toBe(201);
      expect(empty.json().hasFile).toBe(false);
    });

    it.each([
      ['no title', [['youtubeLink', '']], M.materialTitleRequiredOnAdd],
      ['a blank title', [['title', '   ']], M.materialTitleRequiredOnAdd],
      ['a long title', [['title', 'x'.repeat(201)]], M.materialTitleMax],
      [
        'a link that is not a URL',
        [
          ['title', 'T'],
          ['youtubeLink', 'youtube'],
        ],
        M.materialLinkNotUrl,
      ],
      [
        'a link to another site',
        [
          ['title', 'T'],
          ['youtubeLink', 'https://vimeo.com/1234'],
        ],
        M.materialLinkNotYoutube,
      ],
      [
        'a bad video id',
        [
          ['title', 'T'],
          ['youtubeLink', 'https://youtu.be/abc'],
        ],
        M.materialLinkNotYoutube,
      ],
      [
        'an unknown field',
        [
          ['title', 'T'],
          ['courseId', '3'],
        ],
        M.unknownField,
      ],
      [
        'a repeated field',
        [
          ['title', 'T'],
          ['title', 'U'],
        ],
        'Un campo del formulario aparece más de una vez.',
      ],
      [
        'an image',
        [
          ['title', 'T'],
          ['file', SAMPLES.png, 'foto.png'],
        ],
        M.materialFileType,
      ],
      [
        'a file without extension',
        [
          ['title', 'T'],
          ['file', SAMPLES.pdf, 'tema'],
        ],
        M.materialFileType,
      ],
      [
        'a PNG named .pdf',
        [
          ['title', 'T'],
          ['file', SAMPLES.png, 'tema.pdf'],
        ],
        M.materialFileContent,
      ],
      [
        'a PDF named .docx',
        [
          ['title', 'T'],
          ['file', SAMPLES.pdf, 'tema.docx'],
        ],
        M.materialFileContent,
      ],
      [
        'a zip named .doc',
        [
          ['title', 'T'],
          ['file', Buffer.concat([PK, Buffer.alloc(8)]), 'tema.doc'],
        ],
        M.materialFileContent,
      ],
      [
        'a short file',
        [
          ['title', 'T'],
          ['file', Buffer.from('%PD'), 'tema.pdf'],
        ],
        M.materialFileContent,
      ],
      [
        'an empty file',
        [
          ['title', 'T'],
          ['file', Buffer.alloc(0), 'tema.pdf'],
        ],
        M.materialFileEmpty,
      ],
      [
        'text that is not UTF-8',
        [
          ['title', 'T'],
          ['file', SAMPLES.badUtf8, 'notas.txt'],
        ],
        M.materialFileContent,
      ],
      [
        'text cut in a character',
        [
          ['title', 'T'],
          ['file', SAMPLES.truncatedUtf8, 'notas.txt'],
        ],
        M.materialFileContent,
      ],
      [
        'text with a NUL byte',
        [
          ['title', 'T'],
          ['file', SAMPLES.withNul, 'notas.txt'],
        ],
        M.materialFileContent,
      ],
      [
        'a bad link after the file',
        [
          ['title', 'T'],
          ['file', SAMPLES.pdf, 'a.pdf'],
          ['youtubeLink', 'x'],
        ],
        M.materialLinkNotUrl,
      ],
      ['no title, file first', [['file', SAMPLES.pdf, 'a.pdf']], M.materialTitleRequiredOnAdd],
      [
        'two files',
        [
          ['title', 'T'],
          ['file', SAMPLES.pdf, 'a.pdf'],
          ['file', SAMPLES.pdf, 'b.pdf'],
        ],
        'Solo se admite un archivo por material.',
      ],
      [
        'a file under another name',
        [
          ['title', 'T'],
          ['archivo', SAMPLES.pdf, 'a.pdf'],
        ],
        M.unknownField,
      ],
    ] as [string, Part[], string][])(
      'refuses %s with 400 and stores nothing',
      async (_what, parts, message) => {
        const before = await footprint(app);
        const response = await add(parts);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ error: message });
        expect(await footprint(app)).toEqual(before);
      },
    );

    it('refuses a file over 20 MB while it streams, and keeps nothing of it', async () => {
      const before = await footprint(app);
      const big = Buffer.alloc(MATERIAL_MAX_BYTES + 1, 0x20);
      big.write('%PDF-1.4', 0);
      const response = await add([
        ['title', 'Grande'],
        ['file', big, 'grande.pdf'],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: M.materialFileTooLarge });
      expect(await footprint(app)).toEqual(before);
    });

    it('takes a file of exactly 20 MB', async () => {
      const max = Buffer.alloc(MATERIAL_MAX_BYTES, 0x20);
      max.write('%PDF-1.4', 0);
      const response = await add([
        ['title', 'Justo'],
        ['file', max, 'justo.pdf'],
      ]);
      expect(response.statusCode, response.body).toBe(201);
    });

    it('answers 400 to a JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/teacher/course/${w.course.id}/add-material`,
        headers: auth(w.teacher.token),
        payload: { title: 'JSON' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'El material debe enviarse como formulario (multipart/form-data).',
      });
    });
  });

  describe('listing and downloading', () => {
    it('lists the materials of the course with id, title, filename, youtubeLink, uploadedAt and hasFile', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/teacher/course/${w.course.id}/material`,
        headers: auth(w.teacher.token),
      });
      expect(response.statusCode).toBe(200);
      const list = response.json() as Record<string, unknown>[];
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(
          ['filename', 'hasFile', 'id', 'originalName', 'title', 'uploadedAt', 'youtubeLink'].sort(),
        );
      }
    });

    it('downloads as an attachment with the uploaded name (RFC 5987), its type and nosniff', async () => {
      const created = (
        await add([
          ['title', 'Acentos'],
          ['file', SAMPLES.pdf, 'Lección «1» ñ.pdf'],
        ])
      ).json();
      const response = await app.inject({
        method: 'GET',
        url: `/api/teacher/course/${w.course.id}/material/download/${created.filename}`,
        headers: auth(w.teacher.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Lecci_n _1_ _.pdf"; filename*=UTF-8''Lecci%C3%B3n%20%C2%AB1%C2%BB%20%C3%B1.pdf`,
      );
      expect(response.rawPayload).toEqual(SAMPLES.pdf);
    });

    it('answers 404 for a file of another course or a made-up name', async () => {
      const created = (
        await add([
          ['title', 'Otro'],
          ['file', SAMPLES.pdf, 'x.pdf'],
        ])
      ).json();
      for (const url of [
        `/api/teacher/course/${w.otherCourse.id}/material/download/${created.filename}`,
        `/api/teacher/course/${w.course.id}/material/download/..%2F..%2Fetc%2Fpasswd`,
        `/api/teacher/course/${w.course.id}/material/download/00000000-0000-0000-0000-000000000000`,
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: auth(w.teacher.token) });
        expect(response.statusCode, url).toBe(404);
      }
    });

    it('contentDisposition never lets a name break out of the header', () => {
      expect(contentDisposition('a";\r\nSet-Cookie: x.pdf')).toBe(
        `attachment; filename="a_;__Set-Cookie: x.pdf"; filename*=UTF-8''a%22%3B%0D%0ASet-Cookie%3A%20x.pdf`,
      );
      expect(contentDisposition("it's (1)*.txt")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.txt`);
    });
  });

  describe('PUT material', () => {
    it('changes title and link and keeps the file when none is sent', async () => {
      const created = (
        await add([
          ['title', 'Tema'],
          ['file', SAMPLES.pdf, 'tema.pdf'],
        ])
      ).json();
      const response = await edit(created.id, [
        ['title', 'Tema 1 (revisado)'],
        ['youtubeLink', 'https://youtu.be/dQw4w9WgXcQ'],
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: created.id,
        title: 'Tema 1 (revisado)',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        filename: created.filename,
        hasFile: true,
      });
      const cleared = await edit(created.id, [
        ['title', 'Tema 1'],
        ['youtubeLink', ''],
      ]);
      expect(cleared.json().youtubeLink).toBeNull();
    });

    it('replaces the file and removes the old one (row and bytes)', async () => {
      const created = (
        await add([
          ['title', 'Tema'],
          ['file', SAMPLES.pdf, 'viejo.pdf'],
        ])
      ).json();
      const response = await edit(created.id, [
        ['title', 'Tema'],
        ['youtubeLink', ''],
        ['file', SAMPLES.txt, 'nuevo.txt'],
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({ originalName: 'nuevo.txt', hasFile: true });
      expect(updated.filename).not.toBe(created.filename);
      expect(await hasStoredBytes(app, created.filename)).toBe(false);
      expect(await app.db.select().from(storedFiles).where(eq(storedFiles.id, created.filename))).toEqual([]);
    });

    it.each([
      ['a blank title', [['title', ' ']], M.materialTitleRequiredOnEdit],
      [
        'a bad link',
        [
          ['title', 'T'],
          ['youtubeLink', 'https://example.com/v'],
        ],
        M.materialLinkNotYoutube,
      ],
      [
        'a wrong file',
        [
          ['title', 'T'],
          ['file', SAMPLES.png, 'x.pdf'],
        ],
        M.materialFileContent,
      ],
    ] as [string, Part[], string][])(
      'refuses %s with 400 and changes nothing',
      async (_what, parts, message) => {
        const created = (
          await add([
            ['title', 'Intacto'],
            ['file', SAMPLES.pdf, 'intacto.pdf'],
          ])
        ).json();
        const before = await footprint(app);
        const [row] = await app.db.select().from(materials).where(eq(materials.id, created.id));
        const response = await edit(created.id, parts);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message });
        expect(await footprint(app)).toEqual(before);
        expect(await app.db.select().from(materials).where(eq(materials.id, created.id))).toEqual([row]);
      },
    );
  });

  describe('DELETE material', () => {
    it('removes the material, its stored file and its bytes', async () => {
      const created = (
        await add([
          ['title', 'Borrar'],
          ['file', SAMPLES.pdf, 'borrar.pdf'],
        ])
      ).json();
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/teacher/material/${created.id}`,
        headers: { ...auth(w.teacher.token), 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Material eliminado correctamente.' });
      expect(await app.db.select().from(materials).where(eq(materials.id, created.id))).toEqual([]);
      expect(await app.db.select().from(storedFiles).where(eq(storedFiles.id, created.filename))).toEqual([]);
      expect(await hasStoredBytes(app, created.filename)).toBe(false);
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/teacher/material/${created.id}`,
        headers: auth(w.teacher.token),
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
