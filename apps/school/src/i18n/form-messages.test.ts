import path from 'node:path';
import { ALL_FORM_MESSAGES, REGISTER_MESSAGES, TEACHER_MESSAGES } from '@aula/forms';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { afterEach, describe, expect, it } from 'vitest';
import { formMessage, translatedErrors } from './form-messages';
import { activateLocale } from './locale';

afterEach(() => activateLocale('es', ['all']));

describe('formMessage', () => {
  it('gives back every @aula/forms sentence unchanged in Spanish', () => {
    expect(ALL_FORM_MESSAGES.filter((message) => formMessage(message) !== message)).toEqual([]);
  });

  it('translates a sentence into the active language', async () => {
    await activateLocale('en', ['all']);
    expect(formMessage(TEACHER_MESSAGES.courseNameRequired)).toBe('The course name is required');
    await activateLocale('de', ['all']);
    expect(formMessage(REGISTER_MESSAGES.passwordMismatch)).toBe('Die Passwörter stimmen nicht überein');
  });

  it('shows a sentence it does not know as it came', async () => {
    await activateLocale('en', ['all']);
    expect(formMessage('El servidor dice algo nuevo.')).toBe('El servidor dice algo nuevo.');
  });
});

describe('translatedErrors', () => {
  it("translates every field's message, nested ones too, and leaves the refs alone", async () => {
    await activateLocale('fr', ['all']);
    const ref = { focus: () => undefined };
    const errors = translatedErrors({
      title: { type: 'too_small', message: TEACHER_MESSAGES.activityTitleRequired, ref },
      questions: [{ text: { type: 'custom', message: TEACHER_MESSAGES.questionTextRequired } }],
    });
    expect(errors.title.message).toBe('Le titre est obligatoire');
    expect(errors.title.ref).toBe(ref);
    expect(errors.questions[0]?.text.message).toBe('Le texte de la question est obligatoire');
  });
});

describe('the forms catalogue', () => {
  const appRoot = path.resolve(import.meta.dirname, '../..');
  const config = getConfig({ cwd: appRoot, configPath: path.join(appRoot, 'lingui.config.ts') });

  it('holds exactly @aula/forms’ sentences, keyed by their Spanish text', async () => {
    const forms = (await getCatalogs(config)).find((catalog) => path.basename(catalog.path) === 'forms');
    const source = (await forms?.read('es')) ?? {};
    const current = Object.entries(source).filter(([, entry]) => !entry.obsolete);
    expect(current.map(([id]) => id).sort()).toEqual([...ALL_FORM_MESSAGES].sort());
    expect(current.filter(([id, entry]) => entry.translation !== id)).toEqual([]);
  });
});
