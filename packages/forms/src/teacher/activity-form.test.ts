import { describe, expect, it } from 'vitest';
import { activityFormSchema } from './activity';

const due = '2030-03-20T17:00:00.000Z';
const question = (text: string, options: [string, boolean][]) => ({
  text,
  options: options.map(([optionText, correct]) => ({ text: optionText, correct })),
});
const blankTest = {
  type: 'TEST' as const,
  title: '',
  description: '',
  dueDate: '',
  questions: [question('', [['', false]])],
};

/** Each issue as the form shows it: the field's path and the spec's Spanish text (section 8). */
function issuesOf(mode: 'create' | 'edit', values: unknown) {
  const result = activityFormSchema(mode).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('activity form schema', () => {
  it('edit form: every rule in the spec order, description included', () => {
    expect(issuesOf('edit', blankTest)).toEqual([
      ['title', 'El título es obligatorio'],
      ['description', 'La descripción es obligatoria'],
      ['dueDate', 'La fecha límite es obligatoria'],
      ['questions.0.text', 'El texto de la pregunta es obligatorio'],
      ['questions.0.options', 'Debe haber al menos 2 opciones'],
      ['questions.0.options.0.text', 'El texto de la opción es obligatorio'],
      ['questions.0.correct', 'Debe marcar al menos una respuesta correcta'],
    ]);
    expect(issuesOf('edit', { ...blankTest, questions: [] })).toContainEqual([
      'questions',
      'Debe haber al menos una pregunta',
    ]);
  });

  it('create form: the description is optional and three test rules are left to the server', () => {
    expect(issuesOf('create', blankTest)).toEqual([
      ['title', 'El título es obligatorio'],
      ['dueDate', 'La fecha límite es obligatoria'],
      ['questions.0.text', 'El texto de la pregunta es obligatorio'],
      ['questions.0.options.0.text', 'El texto de la opción es obligatorio'],
    ]);
    expect(issuesOf('create', { ...blankTest, title: 'T', dueDate: due, questions: [] })).toEqual([]);
  });

  it('a task has no question rules; lengths and dates have their own messages', () => {
    expect(
      issuesOf('edit', {
        type: 'TASK',
        title: 'x'.repeat(201),
        description: 'x'.repeat(5001),
        dueDate: '20/03/2030',
        questions: [question('', [])],
      }),
    ).toEqual([
      ['title', 'El título no puede superar los 200 caracteres'],
      ['description', 'La descripción no puede superar los 5000 caracteres'],
      ['dueDate', 'La fecha límite no es válida.'],
    ]);
    expect(issuesOf('create', { type: 'TASK', title: 'Redacción', description: '', dueDate: due })).toEqual(
      [],
    );
  });

  it('question kinds keep their own messages', () => {
    expect(
      issuesOf('create', {
        ...blankTest,
        title: 'T',
        dueDate: due,
        questions: [{ text: 'P', kind: 'short', options: [], accepted: [''] }],
      }).map(([path]) => path),
    ).toEqual(['questions.0.accepted.0']);
  });
});
