import { TEACHER_MESSAGES as M, QUESTION_MESSAGES } from '@aula/forms';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { ActivityFormValues } from './course/activity-form/activity-values';
import { type MaterialFormValues, materialResolver } from './course/material-form/material-form';
import { errorIssues } from './form-issues';
import { type CourseFormValues, courseResolver } from './panel/course-form/course-form';
import { type EvaluationValues, evaluationResolver } from './panel/evaluation-form/evaluation-form';
import { newQuestion, type QuestionDraft } from './question-editor/question-drafts';
import { activityMessages, activityPayload, activityResolver, parseScore } from './validation';

/** What a form shows when it is sent with these values: each field's message, in the schema's order. */
async function issuesOf<Values extends FieldValues>(resolver: Resolver<Values>, values: Values) {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.entries(errors).map(([path, error]) => ({ path, message: error?.message }));
}
const courseIssues = (values: CourseFormValues) => issuesOf(courseResolver(), values);
const materialIssues = (mode: 'add' | 'edit') => (values: MaterialFormValues) =>
  issuesOf(materialResolver(mode), values);
const evaluationIssues = (values: EvaluationValues) => issuesOf(evaluationResolver, values);
/** The activity form's messages by path, nested as react-hook-form keeps them, read back in order. */
async function activityIssues(mode: 'create' | 'edit', values: ActivityFormValues) {
  const { errors } = await activityResolver(mode)(values, undefined, {
    fields: {},
    // The names react-hook-form passes: the fields the form registers.
    names: ['title', 'description', 'dueDate', 'allowLateAttempts', 'questions'],
    shouldUseNativeValidation: false,
  });
  return errorIssues(errors);
}

const question = (text: string, options: [string, boolean][]): QuestionDraft => ({
  ...newQuestion(),
  key: text,
  id: null,
  text,
  options: options.map(([optionText, correct], i) => ({
    key: `${text}${i}`,
    id: null,
    text: optionText,
    correct,
  })),
});

describe('teacher form validation (the server schemas on the form values)', () => {
  it('course: the spec messages by field; defaults are valid', async () => {
    expect(
      await courseIssues({
        name: 'ab',
        description: '',
        level: 'A1',
        type: 'INTENSIVO',
        language: 'es',
        completedAt: '',
      }),
    ).toEqual([
      { path: 'name', message: M.courseNameMin },
      { path: 'description', message: M.courseDescriptionRequired },
    ]);
    expect(
      await courseIssues({
        name: 'Inglés',
        description: 'Diez letras',
        level: 'A1',
        type: 'INTENSIVO',
        language: 'es',
        completedAt: '2000-01-01',
      }),
    ).toEqual([{ path: 'completedAt', message: M.courseEndDatePast }]);
  });

  it('material: title, link and file', async () => {
    const add = materialIssues('add');
    expect((await add({ title: '', youtubeLink: 'x', file: null })).map((i) => i.message)).toEqual([
      M.materialTitleRequiredOnAdd,
      M.materialLinkNotUrl,
    ]);
    expect((await materialIssues('edit')({ title: ' ', youtubeLink: '', file: null }))[0]?.message).toBe(
      M.materialTitleRequiredOnEdit,
    );
    const png = new File(['x'], 'foto.png');
    expect(await add({ title: 'T', youtubeLink: '', file: png })).toEqual([
      { path: 'file', message: M.materialFileType },
    ]);
    expect(
      await add({
        title: 'T',
        youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
        file: new File(['%PDF'], 'a.pdf'),
      }),
    ).toEqual([]);
  });

  const test: ActivityFormValues = {
    type: 'TEST',
    title: 'T',
    description: '',
    dueDate: '2030-03-20T18:00',
    questions: [question('', [['', false]])],
  };

  it('create form: question and option texts only; the 2-options hint and correct answers are left to the server', async () => {
    expect((await activityIssues('create', test)).map((i) => [i.path, i.message])).toEqual([
      ['questions.0.text', M.questionTextRequired],
      ['questions.0.options.0.text', M.optionTextRequired],
    ]);
  });

  it('edit form: every rule, description included', async () => {
    expect((await activityIssues('edit', test)).map((i) => i.message)).toEqual([
      M.activityDescriptionRequired,
      M.questionTextRequired,
      M.optionsMin,
      M.optionTextRequired,
      M.correctRequired,
    ]);
  });

  it("keeps a list's own message beside its items' ones; the edit form sums up in the spec order", async () => {
    const matching: ActivityFormValues = { ...test, questions: [{ ...newQuestion('matching'), text: 'P' }] };
    expect((await activityIssues('create', matching)).map((i) => i.path)).toEqual([
      'questions.0.pairs',
      'questions.0.pairs.0.left',
      'questions.0.pairs.0.right',
      'questions.0.pairs.1.left',
      'questions.0.pairs.1.right',
    ]);
    expect(activityMessages('edit', matching)).toEqual([
      M.activityDescriptionRequired,
      QUESTION_MESSAGES.pairTextRequired,
      QUESTION_MESSAGES.pairRepeated,
    ]);
  });

  it('sends the due date as an instant and a task without questions', () => {
    const payload = activityPayload({ ...test, type: 'TASK' }, 'Europe/Madrid');
    expect(payload).not.toHaveProperty('questions');
    expect(new Date(payload.dueDate).toISOString()).toBe(payload.dueDate);
  });

  it('evaluation: score 0 to 10 with one decimal (comma or point), non-blank feedback', async () => {
    expect(parseScore('8,5')).toBe(8.5);
    expect(parseScore('')).toBeUndefined();
    expect(await evaluationIssues({ score: '8.5', feedback: 'Bien' })).toEqual([]);
    expect(await evaluationIssues({ score: '11', feedback: 'Bien' })).toEqual([
      { path: 'score', message: M.scoreRange },
    ]);
    expect(await evaluationIssues({ score: '7.25', feedback: 'Bien' })).toEqual([
      { path: 'score', message: M.scoreDecimals },
    ]);
    expect((await evaluationIssues({ score: '', feedback: '' })).map((i) => i.message)).toEqual([
      M.scoreRequired,
      M.feedbackRequired,
    ]);
  });
});
