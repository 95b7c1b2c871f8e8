import { describe, expect, it } from 'vitest';
import { applicationFieldsSchema, contactSchema, cvFileError, newsletterSchema } from './public-forms';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('public forms (decision 144)', () => {
  it('asks for every field of the contact form in Spanish, trimmed, with their maximums', () => {
    expect(
      firstError(contactSchema.safeParse({ name: ' ', email: 'a@b.es', subject: 'x', message: 'y' })),
    ).toBe('El nombre es obligatorio');
    expect(
      firstError(
        contactSchema.safeParse({ name: 'Ana', email: 'a@b.es', subject: 'x', message: 'y'.repeat(5001) }),
      ),
    ).toBe('El mensaje no puede superar los 5000 caracteres');
    expect(
      contactSchema.parse({ name: ' Ana ', email: ' Ana@B.ES ', subject: 'x', message: 'y' }),
    ).toMatchObject({
      name: 'Ana',
      email: 'ana@b.es',
    });
  });

  it('takes a plain address only, and the honeypot but no other field', () => {
    expect(firstError(newsletterSchema.safeParse({ email: 'Ana <ana@b.es>' }))).toBe(
      'El formato del correo electrónico no es válido',
    );
    expect(newsletterSchema.safeParse({ email: 'ana@b.es', website: 'x' }).success).toBe(true);
    expect(firstError(newsletterSchema.safeParse({ email: 'ana@b.es', role: 'ADMIN' }))).toBe(
      'La petición contiene campos no permitidos.',
    );
  });

  it('needs the languages of an application, its cover letter optional', () => {
    const base = { name: 'Ana', email: 'ana@b.es' };
    expect(firstError(applicationFieldsSchema.safeParse({ ...base, languages: '' }))).toBe(
      'Indica los idiomas que enseñas o hablas',
    );
    expect(applicationFieldsSchema.safeParse({ ...base, languages: 'Inglés' }).success).toBe(true);
  });

  it('checks the chosen CV before it is sent: present, a PDF, at most 5 MB', () => {
    expect(cvFileError(undefined)).toBe('Adjunta tu currículum en PDF');
    expect(cvFileError({ name: 'cv.docx', size: 10 })).toBe(
      'Formato de archivo no admitido. El currículum debe ser un PDF.',
    );
    expect(cvFileError({ name: 'cv.PDF', size: 5 * 1024 * 1024 + 1 })).toBe(
      'El archivo es demasiado grande. Máximo 5 MB.',
    );
    expect(cvFileError({ name: 'cv.pdf', size: 1000 })).toBeUndefined();
  });
});
