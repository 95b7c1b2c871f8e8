import { describe, expect, it } from 'vitest';
import {
  activityIssues,
  addMaterialSchema,
  canSaveEvaluation,
  createActivitySchema,
  createCourseSchemaFor,
  createTestSchema,
  earliestTodayOnEarth,
  editMaterialSchema,
  evaluationSchema,
  isCalendarDate,
  issueList,
  localIsoDate,
  TEACHER_MESSAGES as M,
  MATERIAL_MAX_BYTES,
  materialExtension,
  materialFileError,
  updateActivitySchema,
  updateTestSchema,
} from './teacher';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('createCourseSchemaFor', () => {
  const schema = createCourseSchemaFor(() => '2026-03-10');
  const valid = { name: 'Inglés B1', description: 'Curso intensivo de inglés de nivel B1.' };

  it('defaults level A1 and type INTENSIVO and leaves the language to the server', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, level: 'A1', type: 'INTENSIVO', completedAt: null });
  });

  it.each([
    [{ name: '' }, M.courseNameRequired],
    [{ name: '   ' }, M.courseNameRequired],
    [{ name: undefined }, M.courseNameRequired],
    [{ name: 'ab' }, M.courseNameMin],
    [{ name: ' ab ' }, M.courseNameMin],
    [{ name: 'x'.repeat(201) }, M.courseNameMax],
    [{ description: '' }, M.courseDescriptionRequired],
    [{ description: undefined }, M.courseDescriptionRequired],
    [{ description: 'corta' }, M.courseDescriptionMin],
    [{ description: 'x'.repeat(501) }, M.courseDescriptionMax],
    [{ level: 'D1' }, M.levelInvalid],
    [{ type: 'ONLINE' }, M.typeInvalid],
    [{ language: 'it' }, M.languageInvalid],
    [{ completedAt: '2026-02-30' }, M.courseEndDateInvalid],
    [{ completedAt: '10/03/2026' }, M.courseEndDateInvalid],
    [{ completedAt: '2026-03-09' }, M.courseEndDatePast],
    [{ extra: 1 }, M.unknownField],
  ])('%o fails with its message', (change, message) => {
    expect(firstMessage(schema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('accepts today, a later date, an empty date and the spec payload with approved and completed', () => {
    expect(schema.parse({ ...valid, completedAt: '2026-03-10' }).completedAt).toBe('2026-03-10');
    expect(schema.parse({ ...valid, completedAt: '' }).completedAt).toBeNull();
    expect(
      schema.parse({
        ...valid,
        level: 'C2',
        type: 'GRUPAL',
        completedAt: '2027-01-01',
        approved: true,
        completed: true,
      }),
    ).toMatchObject({ level: 'C2', type: 'GRUPAL', approved: true, completed: true });
  });

  it('trims name and description; 500 characters with a counter is the maximum', () => {
    expect(schema.parse({ name: '  Francés  ', description: ` ${'x'.repeat(500)} ` })).toMatchObject({
      name: 'Francés',
      description: 'x'.repeat(500),
    });
  });
});

describe('dates', () => {
  it('localIsoDate uses the local calendar', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
  it('earliestTodayOnEarth is the UTC date twelve hours ago', () => {
    expect(earliestTodayOnEarth(new Date('2026-03-10T11:59:00Z'))).toBe('2026-03-09');
    expect(earliestTodayOnEarth(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
  });
  it('isCalendarDate refuses impossible dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
  });
});

describe('material', () => {
  it('reduces watch, embed and short links to the video id; an empty link is no video', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(addMaterialSchema.parse({ title: ' Vídeo ', youtubeLink: link })).toEqual({
        title: 'Vídeo',
        youtubeVideoId: 'dQw4w9WgXcQ',
      });
    }
    expect(addMaterialSchema.parse({ title: 'PDF', youtubeLink: '' }).youtubeVideoId).toBeNull();
    expect(addMaterialSchema.parse({ title: 'PDF' }).youtubeVideoId).toBeNull();
  });

  it.each([
    [addMaterialSchema, { title: '' }, M.materialTitleRequiredOnAdd],
    [addMaterialSchema, {}, M.materialTitleRequiredOnAdd],
    [editMaterialSchema, { title: '  ' }, M.materialTitleRequiredOnEdit],
    [addMaterialSchema, { title: 'x'.repeat(201) }, M.materialTitleMax],
    [addMaterialSchema, { title: 'T', youtubeLink: 'no es un enlace' }, M.materialLinkNotUrl],
    [addMaterialSchema, { title: 'T', youtubeLink: 'https://vimeo.com/1234' }, M.materialLinkNotYoutube],
    [
      addMaterialSchema,
      { title: 'T', youtubeLink: 'https://www.youtube.com/watch?v=short' },
      M.materialLinkNotYoutube,
    ],
    [addMaterialSchema, { title: 'T', file: 'x' }, M.unknownField],
  ] as const)('%#: %o → %s', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it('checks a file by extension and size before uploading', () => {
    expect(materialFileError({ name: 'tema.PDF', size: 10 })).toBeNull();
    expect(materialFileError({ name: 'hoja.xlsx', size: MATERIAL_MAX_BYTES })).toBeNull();
    expect(materialFileError({ name: 'foto.png', size: 10 })).toBe(M.materialFileType);
    expect(materialFileError({ name: 'pdf', size: 10 })).toBe(M.materialFileType);
    expect(materialFileError({ name: 'vacío.txt', size: 0 })).toBe(M.materialFileEmpty);
    expect(materialFileError({ name: 'grande.pdf', size: MATERIAL_MAX_BYTES + 1 })).toBe(
      M.materialFileTooLarge,
    );
  });

  it('materialExtension ignores directories and dot files', () => {
    expect(materialExtension('C:\\tmp\\a.b\\Tema.Docx')).toBe('docx');
    expect(materialExtension('/tmp/x.pdf/informe.txt')).toBe('txt');
    expect(materialExtension('.pdf')).toBeNull();
    expect(materialExtension('sin-extension')).toBeNull();
    expect(materialExtension('foto.png')).toBeNull();
  });
});

const due = '2026-03-20T18:00:00.000Z';

describe('activities', () => {
  it('a task needs a title and a due date; the description is optional on create', () => {
    expect(
      createActivitySchema.parse({
        title: ' Redacción ',
        type: 'TASK',
        dueDate: '2026-03-20T19:00:00+01:00',
      }),
    ).toEqual({
      title: 'Redacción',
      description: '',
      type: 'TASK',
      dueDate: due,
    });
    expect(firstMessage(createActivitySchema.safeParse({ title: '', type: 'TASK', dueDate: due }))).toBe(
      M.activityTitleRequired,
    );
    expect(firstMessage(createActivitySchema.safeParse({ title: 'T', type: 'TASK', dueDate: '' }))).toBe(
      M.activityDueDateRequired,
    );
    expect(
      firstMessage(createActivitySchema.safeParse({ title: 'T', type: 'TASK', dueDate: '2026-03-20T18:00' })),
    ).toBe(M.activityDueDateInvalid);
    expect(firstMessage(createActivitySchema.safeParse({ title: 'T', type: 'EXAM', dueDate: due }))).toBe(
      M.activityTypeInvalid,
    );
  });

  it('the edit form also requires the description', () => {
    expect(firstMessage(updateActivitySchema.safeParse({ title: 'T', description: ' ', dueDate: due }))).toBe(
      M.activityDescriptionRequired,
    );
    expect(
      updateActivitySchema.parse({ title: 'T', description: 'D', dueDate: due, type: 'TASK' }).type,
    ).toBe('TASK');
  });

  const question = (text: string, options: [string, boolean][]) => ({
    text,
    options: options.map(([optionText, correct]) => ({ text: optionText, correct })),
  });

  it('a test keeps its questions and options in order', () => {
    const parsed = createTestSchema.parse({
      title: 'Test 1',
      dueDate: due,
      questions: [
        question('¿Capital de Francia?', [
          ['París', true],
          [' Roma ', false],
        ]),
      ],
    });
    expect(parsed.questions[0]?.options.map((o) => o.text)).toEqual(['París', 'Roma']);
  });

  it('collects every edit-form message in the spec order, each once', () => {
    const values = {
      title: '',
      description: '',
      dueDate: '',
      questions: [question('', [['A', false]]), question('', [['A', false]])],
    };
    expect(issueList(activityIssues(values, { descriptionRequired: true, test: true }))).toEqual([
      M.activityTitleRequired,
      M.activityDescriptionRequired,
      M.activityDueDateRequired,
      M.questionTextRequired,
      M.optionsMin,
      M.correctRequired,
    ]);
    expect(
      issueList(activityIssues({ ...values, questions: [] }, { descriptionRequired: true, test: true })),
    ).toContain(M.questionsRequired);
  });

  it('update test takes ids (null when new) and the server gets the same messages', () => {
    const body = {
      title: 'T',
      description: 'D',
      dueDate: due,
      questions: [
        {
          id: 4,
          text: 'P',
          options: [
            { id: 9, text: 'a', correct: true },
            { id: null, text: 'b', correct: true },
          ],
        },
      ],
    };
    expect(updateTestSchema.parse(body).questions[0]?.options[1]?.id).toBeNull();
    expect(firstMessage(updateTestSchema.safeParse({ ...body, questions: [] }))).toBe(M.questionsRequired);
    expect(
      firstMessage(
        updateTestSchema.safeParse({
          ...body,
          questions: [
            question('P', [
              ['a', false],
              ['b', false],
            ]),
          ],
        }),
      ),
    ).toBe(M.correctRequired);
    expect(
      firstMessage(
        updateTestSchema.safeParse({
          ...body,
          questions: [
            question('P', [
              ['a', true],
              ['', false],
            ]),
          ],
        }),
      ),
    ).toBe(M.optionTextRequired);
    expect(firstMessage(updateTestSchema.safeParse({ ...body, type: 'TASK' }))).toBe(M.activityTypeInvalid);
    expect(
      firstMessage(updateTestSchema.safeParse({ ...body, questions: [{ ...question('P', []), id: -1 }] })),
    ).not.toBeNull();
  });
});

describe('evaluation', () => {
  it.each([
    [{ score: 8.5, feedback: 'Bien' }, null],
    [{ score: 0, feedback: 'x' }, null],
    [{ score: 10, feedback: 'x', autoCorrected: false, completed: true, completedAt: '2026-03-10' }, null],
    [{ feedback: 'x' }, M.scoreRequired],
    [{ score: '8', feedback: 'x' }, M.scoreRequired],
    [{ score: -0.1, feedback: 'x' }, M.scoreRange],
    [{ score: 10.1, feedback: 'x' }, M.scoreRange],
    [{ score: 8.55, feedback: 'x' }, M.scoreDecimals],
    [{ score: 8, feedback: '   ' }, M.feedbackRequired],
    [{ score: 8 }, M.feedbackRequired],
    [{ score: 8, feedback: 'x'.repeat(2001) }, M.feedbackMax],
    [{ score: 8, feedback: 'x', studentId: 1 }, M.unknownField],
  ])('%o → %s', (input, message) => {
    expect(firstMessage(evaluationSchema.safeParse(input))).toBe(message);
  });

  it('rounds away binary noise', () => {
    expect(evaluationSchema.parse({ score: 0.1 + 0.2, feedback: 'x' }).score).toBe(0.3);
  });

  it('the save button needs a score and non-blank feedback', () => {
    expect(canSaveEvaluation('8.5', 'Bien hecho')).toBe(true);
    expect(canSaveEvaluation('0', 'x')).toBe(true);
    expect(canSaveEvaluation('', 'Bien hecho')).toBe(false);
    expect(canSaveEvaluation('7', '  ')).toBe(false);
  });
});
