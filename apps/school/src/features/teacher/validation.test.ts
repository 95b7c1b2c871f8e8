import { TEACHER_MESSAGES as M } from '@aula/forms';
import { describe, expect, it } from 'vitest';
import type { ActivityFormValues } from './course/activity-form/activity-form';
import { newQuestion, type QuestionDraft } from './question-editor/question-drafts';
import {
  activityFormIssues,
  activityPayload,
  courseIssues,
  evaluationIssues,
  materialIssues,
  parseScore,
} from './validation';

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
  it('course: the spec messages by field; defaults are valid', () => {
    expect(
      courseIssues({
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
      courseIssues({
        name: 'Inglés',
        description: 'Diez letras',
        level: 'A1',
        type: 'INTENSIVO',
        language: 'es',
        completedAt: '2000-01-01',
      }),
    ).toEqual([{ path: 'completedAt', message: M.courseEndDatePast }]);
  });

  it('material: title, link and file', () => {
    const add = materialIssues('add');
    expect(add({ title: '', youtubeLink: 'x', file: null }).map((i) => i.message)).toEqual([
      M.materialTitleRequiredOnAdd,
      M.materialLinkNotUrl,
    ]);
    expect(materialIssues('edit')({ title: ' ', youtubeLink: '', file: null })[0]?.message).toBe(
      M.materialTitleRequiredOnEdit,
    );
    const png = new File(['x'], 'foto.png');
    expect(add({ title: 'T', youtubeLink: '', file: png })).toEqual([
      { path: 'file', message: M.materialFileType },
    ]);
    expect(
      add({ title: 'T', youtubeLink: 'https://youtu.be/dQw4w9WgXcQ', file: new File(['%PDF'], 'a.pdf') }),
    ).toEqual([]);
  });

  const test: ActivityFormValues = {
    type: 'TEST',
    title: 'T',
    description: '',
    dueDate: '2030-03-20T18:00',
    questions: [question('', [['', false]])],
  };

  it('create form: question and option texts only; the 2-options hint and correct answers are left to the server', () => {
    expect(activityFormIssues('create')(test).map((i) => [i.path, i.message])).toEqual([
      ['questions.0.text', M.questionTextRequired],
      ['questions.0.options.0.text', M.optionTextRequired],
    ]);
  });

  it('edit form: every rule, description included', () => {
    expect(activityFormIssues('edit')(test).map((i) => i.message)).toEqual([
      M.activityDescriptionRequired,
      M.questionTextRequired,
      M.optionsMin,
      M.optionTextRequired,
      M.correctRequired,
    ]);
  });

  it('sends the due date as an instant and a task without questions', () => {
    const payload = activityPayload({ ...test, type: 'TASK' }, 'Europe/Madrid');
    expect(payload).not.toHaveProperty('questions');
    expect(new Date(payload.dueDate).toISOString()).toBe(payload.dueDate);
  });

  it('evaluation: score 0 to 10 with one decimal (comma or point), non-blank feedback', () => {
    expect(parseScore('8,5')).toBe(8.5);
    expect(parseScore('')).toBeUndefined();
    expect(evaluationIssues({ score: '8.5', feedback: 'Bien' })).toEqual([]);
    expect(evaluationIssues({ score: '11', feedback: 'Bien' })).toEqual([
      { path: 'score', message: M.scoreRange },
    ]);
    expect(evaluationIssues({ score: '7.25', feedback: 'Bien' })).toEqual([
      { path: 'score', message: M.scoreDecimals },
    ]);
    expect(evaluationIssues({ score: '', feedback: '' }).map((i) => i.message)).toEqual([
      M.scoreRequired,
      M.feedbackRequired,
    ]);
  });
});
