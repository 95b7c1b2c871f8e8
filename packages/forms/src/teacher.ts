import { z } from 'zod';
import { youtubeVideoId } from './youtube';

/**
 * The teacher's inputs (spec sections 5 and 7): create course, material, activity, test and evaluation.
 * The texts the spec gives are copied exactly; the others (maximum lengths, wrong formats) are ours and are
 * marked as such. The server validates the same bodies with these schemas.
 */
export const TEACHER_MESSAGES = {
  // Create course (spec section 5).
  courseNameRequired: 'El nombre del curso es obligatorio',
  courseNameMin: 'El nombre debe tener al menos 3 caracteres',
  courseDescriptionRequired: 'La descripción es obligatoria',
  courseDescriptionMin: 'La descripción debe tener al menos 10 caracteres',
  // Ours: limits and formats the spec names without a text.
  courseNameMax: 'El nombre no puede superar los 200 caracteres',
  courseDescriptionMax: 'La descripción no puede superar los 500 caracteres',
  courseEndDateInvalid: 'La fecha de finalización no es válida.',
  courseEndDatePast: 'La fecha de finalización no puede ser anterior a hoy.',
  levelInvalid: 'El nivel del curso no es válido.',
  typeInvalid: 'La modalidad del curso no es válida.',
  languageInvalid: 'El idioma del curso no es válido.',

  // Material (spec section 5): add and edit word the missing title differently.
  materialTitleRequiredOnAdd: 'Debes ingresar un título.',
  materialTitleRequiredOnEdit: 'El título es obligatorio.',
  // Ours.
  materialTitleMax: 'El título no puede superar los 200 caracteres.',
  materialLinkNotUrl: 'El enlace debe ser una URL válida.',
  materialLinkNotYoutube: 'El enlace debe ser un vídeo de YouTube (watch, embed o youtu.be).',
  materialFileType: 'Formato de archivo no admitido. Usa PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX o TXT.',
  materialFileTooLarge: 'El archivo es demasiado grande. Máximo 20 MB.',
  materialFileEmpty: 'El archivo está vacío.',
  materialFileContent: 'El contenido del archivo no corresponde a su extensión.',

  // Activity and test (spec section 5, edit activity form).
  activityTitleRequired: 'El título es obligatorio',
  activityDescriptionRequired: 'La descripción es obligatoria',
  activityDueDateRequired: 'La fecha límite es obligatoria',
  questionsRequired: 'Debe haber al menos una pregunta',
  questionTextRequired: 'El texto de la pregunta es obligatorio',
  optionsMin: 'Debe haber al menos 2 opciones',
  correctRequired: 'Debe marcar al menos una respuesta correcta',
  // Ours.
  optionTextRequired: 'El texto de la opción es obligatorio',
  activityTitleMax: 'El título no puede superar los 200 caracteres',
  activityDescriptionMax: 'La descripción no puede superar los 5000 caracteres',
  activityDueDateInvalid: 'La fecha límite no es válida.',
  activityTypeInvalid: 'El tipo de actividad no es válido.',
  questionTextMax: 'El texto de la pregunta no puede superar los 1000 caracteres',
  optionTextMax: 'El texto de la opción no puede superar los 500 caracteres',
  tooManyQuestions: 'Un test admite como máximo 100 preguntas',
  tooManyOptions: 'Una pregunta admite como máximo 10 opciones',

  // Evaluation (ours: the spec only says the save button needs a score and non-blank feedback).
  scoreRequired: 'La nota es obligatoria.',
  scoreRange: 'La nota debe estar entre 0 y 10.',
  scoreDecimals: 'La nota admite como máximo un decimal.',
  feedbackRequired: 'El comentario es obligatorio.',
  feedbackMax: 'El comentario no puede superar los 2000 caracteres.',

  unknownField: 'La petición contiene campos no permitidos.',
} as const;

const M = TEACHER_MESSAGES;

export const TEACHER_LIMITS = {
  courseNameMin: 3,
  courseNameMax: 200,
  courseDescriptionMin: 10,
  courseDescriptionMax: 500,
  materialTitleMax: 200,
  activityTitleMax: 200,
  activityDescriptionMax: 5000,
  questionTextMax: 1000,
  optionTextMax: 500,
  questionsMax: 100,
  optionsMin: 2,
  optionsMax: 10,
  feedbackMax: 2000,
  scoreMin: 0,
  scoreMax: 10,
} as const;

const strict = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined),
};

// ---------------------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** YYYY-MM-DD of `now` in the local time zone (the browser's "today"). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest calendar date that is "today" somewhere on earth (UTC-12). The server cannot know the
 * teacher's time zone, so it accepts any date that is today for someone: a teacher in any zone is never
 * refused their own today.
 */
export function earliestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An ISO 8601 date and time with its offset (or Z): the only due-date form the API takes. */
export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime());
}

// ---------------------------------------------------------------------------------------------------------
// Course
// ---------------------------------------------------------------------------------------------------------

export const COURSE_LEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const COURSE_TYPE_CODES = ['INTENSIVO', 'GRUPAL', 'FLEXIBLE'] as const;
export const COURSE_LANGUAGE_CODES = ['en', 'es', 'de', 'fr'] as const;

/**
 * POST /teacher/create-course. `today` gives the first allowed estimated end date (YYYY-MM-DD): the browser
 * passes its local date, the server `earliestTodayOnEarth`. `approved` and `completed` are accepted because
 * the spec's client sends them, and ignored: a new course always starts pending. `language` is optional so
 * the spec's payload without it still works (the server fills in the school's default).
 */
export function createCourseSchemaFor(today: () => string) {
  return z.strictObject(
    {
      name: z
        .string({ error: M.courseNameRequired })
        .trim()
        .min(1, { error: M.courseNameRequired })
        .min(TEACHER_LIMITS.courseNameMin, { error: M.courseNameMin })
        .max(TEACHER_LIMITS.courseNameMax, { error: M.courseNameMax }),
      description: z
        .string({ error: M.courseDescriptionRequired })
        .trim()
        .min(1, { error: M.courseDescriptionRequired })
        .min(TEACHER_LIMITS.courseDescriptionMin, { error: M.courseDescriptionMin })
        .max(TEACHER_LIMITS.courseDescriptionMax, { error: M.courseDescriptionMax }),
      level: z.enum(COURSE_LEVEL_CODES, { error: M.levelInvalid }).default('A1'),
      type: z.enum(COURSE_TYPE_CODES, { error: M.typeInvalid }).default('INTENSIVO'),
      language: z.enum(COURSE_LANGUAGE_CODES, { error: M.languageInvalid }).optional(),
      completedAt: z
        .string({ error: M.courseEndDateInvalid })
        .trim()
        .nullish()
        .transform((value) => (value ? value : null))
        .refine((value) => value === null || isCalendarDate(value), {
          error: M.courseEndDateInvalid,
          abort: true,
        })
        .refine((value) => value === null || value >= today(), { error: M.courseEndDatePast }),
      approved: z.boolean().optional(),
      completed: z.boolean().optional(),
    },
    strict,
  );
}

/** The browser's schema: the end date may not be before the local today. */
export const createCourseSchema = createCourseSchemaFor(() => localIsoDate());
export type CreateCourseInput = z.input<typeof createCourseSchema>;
export type CreateCoursePayload = z.output<typeof createCourseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Material
// ---------------------------------------------------------------------------------------------------------

/** Spec section 5: the supported material formats. */
export const MATERIAL_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'] as const;
export type MaterialExtension = (typeof MATERIAL_EXTENSIONS)[number];
/** Ours: the spec gives no limit for material files (tasks have 10 MB). */
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
export const MATERIAL_ACCEPT = MATERIAL_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The material format of a file name ('Tema 1.PDF' → 'pdf'), or null when it is not a supported one. */
export function materialExtension(fileName: string): MaterialExtension | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return (MATERIAL_EXTENSIONS as readonly string[]).includes(ext) ? (ext as MaterialExtension) : null;
}

/** What the form can check before uploading (the server also checks the content). */
export function materialFileError(file: { name: string; size: number }): string | null {
  if (!materialExtension(file.name)) return M.materialFileType;
  if (file.size === 0) return M.materialFileEmpty;
  if (file.size > MATERIAL_MAX_BYTES) return M.materialFileTooLarge;
  return null;
}

/**
 * The text fields of the material upload and edit (multipart: title, youtubeLink). An empty link means
 * "no video"; any other link must be a YouTube watch, embed or short link and becomes its 11-character id.
 */
export function materialFieldsSchema(mode: 'add' | 'edit') {
  const titleRequired = mode === 'add' ? M.materialTitleRequiredOnAdd : M.materialTitleRequiredOnEdit;
  return z
    .strictObject(
      {
        title: z
          .string({ error: titleRequired })
          .trim()
          .min(1, { error: titleRequired })
          .max(TEACHER_LIMITS.materialTitleMax, { error: M.materialTitleMax }),
        youtubeLink: z
          .string({ error: M.materialLinkNotUrl })
          .trim()
          .nullish()
          .transform((value) => value ?? '')
          .superRefine((link, ctx) => {
            if (link === '') return;
            if (!URL.canParse(link)) ctx.addIssue({ code: 'custom', message: M.materialLinkNotUrl });
            else if (!youtubeVideoId(link))
              ctx.addIssue({ code: 'custom', message: M.materialLinkNotYoutube });
          }),
      },
      strict,
    )
    .transform(({ title, youtubeLink }) => ({
      title,
      youtubeVideoId: youtubeLink === '' ? null : youtubeVideoId(youtubeLink),
    }));
}

export const addMaterialSchema = materialFieldsSchema('add');
export const editMaterialSchema = materialFieldsSchema('edit');
export type MaterialFieldsInput = z.input<typeof addMaterialSchema>;
export type MaterialFields = z.output<typeof addMaterialSchema>;

// ---------------------------------------------------------------------------------------------------------
// Activities and tests
// ---------------------------------------------------------------------------------------------------------

export const ACTIVITY_TYPE_CODES = ['TASK', 'TEST'] as const;
export type ActivityTypeCode = (typeof ACTIVITY_TYPE_CODES)[number];

export interface OptionValues {
  id?: number | null | undefined;
  text: string;
  correct: boolean;
}
export interface QuestionValues {
  id?: number | null | undefined;
  text: string;
  options: OptionValues[];
}
export interface ActivityValues {
  title: string;
  description: string;
  dueDate: string;
  questions?: QuestionValues[] | undefined;
}

/** Where a message belongs: 'title', 'questions.1.text', 'questions.0.options.2.text', 'questions.0.options'. */
export interface FormIssue {
  path: string;
  message: string;
}

/**
 * Every rule the activity forms and the server apply, in the spec's order: title, description (when
 * required), due date, then the questions of a test. `descriptionRequired` is true for the edit form (spec
 * section 5) and false for the create form; `test` adds the question rules.
 */
export function activityIssues(
  values: ActivityValues,
  { descriptionRequired, test }: { descriptionRequired: boolean; test: boolean },
): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const blank = (s: string) => s.trim() === '';
  const L = TEACHER_LIMITS;

  if (blank(values.title)) add('title', M.activityTitleRequired);
  else if (values.title.trim().length > L.activityTitleMax) add('title', M.activityTitleMax);
  if (descriptionRequired && blank(values.description)) add('description', M.activityDescriptionRequired);
  else if (values.description.trim().length > L.activityDescriptionMax)
    add('description', M.activityDescriptionMax);
  if (blank(values.dueDate)) add('dueDate', M.activityDueDateRequired);
  else if (!isIsoDateTime(values.dueDate.trim())) add('dueDate', M.activityDueDateInvalid);

  if (!test) return issues;
  const questions = values.questions ?? [];
  if (questions.length === 0) add('questions', M.questionsRequired);
  if (questions.length > L.questionsMax) add('questions', M.tooManyQuestions);
  questions.forEach((question, q) => {
    if (blank(question.text)) add(`questions.${q}.text`, M.questionTextRequired);
    else if (question.text.trim().length > L.questionTextMax) add(`questions.${q}.text`, M.questionTextMax);
    if (question.options.length < L.optionsMin) add(`questions.${q}.options`, M.optionsMin);
    if (question.options.length > L.optionsMax) add(`questions.${q}.options`, M.tooManyOptions);
    question.options.forEach((option, o) => {
      if (blank(option.text)) add(`questions.${q}.options.${o}.text`, M.optionTextRequired);
      else if (option.text.trim().length > L.optionTextMax)
        add(`questions.${q}.options.${o}.text`, M.optionTextMax);
    });
    if (!question.options.some((option) => option.correct)) add(`questions.${q}.correct`, M.correctRequired);
  });
  return issues;
}

/** The edit form shows its messages in one list: each distinct message once, in order. */
export function issueList(issues: readonly FormIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}

function withIssues<T extends ActivityValues>(rules: { descriptionRequired: boolean; test: boolean }) {
  return (values: T, ctx: z.RefinementCtx) => {
    for (const issue of activityIssues(values, rules)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.').map(segment), message: issue.message });
    }
  };
}

const segment = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

const trimmed = (value: string) => value.trim();
const id = z.number().int().positive().nullish();

const optionSchema = z.strictObject(
  { id, text: z.string().transform(trimmed), correct: z.boolean().default(false) },
  strict,
);
const questionSchema = z.strictObject(
  { id, text: z.string().transform(trimmed), options: z.array(optionSchema) },
  strict,
);

const activityFields = {
  title: z.string().default(''),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  dueDate: z.string().default(''),
};

const normalise = <T extends ActivityValues>(values: T) => ({
  ...values,
  title: values.title.trim(),
  description: values.description.trim(),
  dueDate: new Date(values.dueDate.trim()).toISOString(),
});

/** POST /teacher/course/{courseId}/activity: a written task (a test is created with its questions). */
export const createActivitySchema = z
  .strictObject(
    { ...activityFields, type: z.enum(ACTIVITY_TYPE_CODES, { error: M.activityTypeInvalid }) },
    strict,
  )
  .superRefine(withIssues({ descriptionRequired: false, test: false }))
  .transform(normalise);
export type CreateActivityPayload = z.input<typeof createActivitySchema>;

/**
 * PUT /teacher/activity/{id}: title, description, due date. The create form also sends the type; it is
 * accepted only to be compared with the stored one (the type cannot change).
 */
export const updateActivitySchema = z
  .strictObject(
    { ...activityFields, type: z.enum(ACTIVITY_TYPE_CODES, { error: M.activityTypeInvalid }).optional() },
    strict,
  )
  .superRefine(withIssues({ descriptionRequired: true, test: false }))
  .transform(normalise);
export type UpdateActivityPayload = z.input<typeof updateActivitySchema>;

const testFields = {
  ...activityFields,
  type: z.literal('TEST', { error: M.activityTypeInvalid }).optional(),
  questions: z.array(questionSchema).default([]),
};

/** POST /teacher/course/{courseId}/test: the test with its questions and options (ids absent or null). */
export const createTestSchema = z
  .strictObject(testFields, strict)
  .superRefine(withIssues({ descriptionRequired: false, test: true }))
  .transform(normalise);
export type CreateTestPayload = z.input<typeof createTestSchema>;

/** PUT /teacher/test/{id}: the same plus the ids of kept questions and options (null when new). */
export const updateTestSchema = z
  .strictObject(testFields, strict)
  .superRefine(withIssues({ descriptionRequired: true, test: true }))
  .transform(normalise);
export type UpdateTestPayload = z.input<typeof updateTestSchema>;
export type TestPayload = z.output<typeof updateTestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------------------------------------

/** At most one decimal, with a tolerance for binary fractions (8.5 is exact, 0.1 + 0.2 is not). */
export function hasAtMostOneDecimal(score: number): boolean {
  return Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
}

/**
 * POST /teacher/activity/{activityId}/evaluate. The spec's client sends autoCorrected (false), completed
 * (true) and completedAt; they are accepted and the server records its own: a teacher's evaluation is never
 * automatic and is completed now.
 */
export const evaluationSchema = z.strictObject(
  {
    score: z
      .number({ error: M.scoreRequired })
      .min(TEACHER_LIMITS.scoreMin, { error: M.scoreRange })
      .max(TEACHER_LIMITS.scoreMax, { error: M.scoreRange })
      .refine(hasAtMostOneDecimal, { error: M.scoreDecimals })
      .transform((score) => Math.round(score * 10) / 10),
    feedback: z
      .string({ error: M.feedbackRequired })
      .trim()
      .min(1, { error: M.feedbackRequired })
      .max(TEACHER_LIMITS.feedbackMax, { error: M.feedbackMax }),
    autoCorrected: z.boolean().optional(),
    completed: z.boolean().optional(),
    completedAt: z.string().nullish(),
  },
  strict,
);
export type EvaluationInput = z.input<typeof evaluationSchema>;
export type EvaluationPayload = z.output<typeof evaluationSchema>;

/** Spec section 5: the save button is enabled only with a score and non-blank feedback. */
export function canSaveEvaluation(score: string, feedback: string): boolean {
  return score.trim() !== '' && feedback.trim() !== '';
}

/** Every issue of a failed parse as `{ path, message }`, for a form that shows messages by field. */
export function formIssues(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
