import { ACTIVITY_TYPES } from '@aula/domain';
import { z } from 'zod';
import {
  keepKindFields,
  type QuestionKindValues,
  questionKindFields,
  questionKindIssues,
} from '../questions/teacher-question';
import { hasNul, TEXT_MESSAGES } from '../text';
import { isIsoDateTime } from './dates';
import { TEACHER_MESSAGES as M, strict, TEACHER_LIMITS } from './messages';

export interface OptionValues {
  id?: number | null | undefined;
  text: string;
  correct: boolean;
}
/** A question of any kind: `kind` absent is the spec's choice question. */
export interface QuestionValues extends QuestionKindValues {
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
  else if (hasNul(values.title)) add('title', TEXT_MESSAGES.nulCharacter);
  if (descriptionRequired && blank(values.description)) add('description', M.activityDescriptionRequired);
  else if (values.description.trim().length > L.activityDescriptionMax)
    add('description', M.activityDescriptionMax);
  else if (hasNul(values.description)) add('description', TEXT_MESSAGES.nulCharacter);
  if (blank(values.dueDate)) add('dueDate', M.activityDueDateRequired);
  else if (!isIsoDateTime(values.dueDate.trim())) add('dueDate', M.activityDueDateInvalid);

  if (!test) return issues;
  const questions = values.questions ?? [];
  if (questions.length === 0) add('questions', M.questionsRequired);
  if (questions.length > L.questionsMax) add('questions', M.tooManyQuestions);
  questions.forEach((question, q) => {
    if (blank(question.text)) add(`questions.${q}.text`, M.questionTextRequired);
    else if (question.text.trim().length > L.questionTextMax) add(`questions.${q}.text`, M.questionTextMax);
    else if (hasNul(question.text)) add(`questions.${q}.text`, TEXT_MESSAGES.nulCharacter);
    questionKindIssues(question, `questions.${q}`, add);
    if ((question.kind ?? 'choice') !== 'choice') return;
    if (question.options.length < L.optionsMin) add(`questions.${q}.options`, M.optionsMin);
    if (question.options.length > L.optionsMax) add(`questions.${q}.options`, M.tooManyOptions);
    question.options.forEach((option, o) => {
      if (blank(option.text)) add(`questions.${q}.options.${o}.text`, M.optionTextRequired);
      else if (option.text.trim().length > L.optionTextMax)
        add(`questions.${q}.options.${o}.text`, M.optionTextMax);
      else if (hasNul(option.text)) add(`questions.${q}.options.${o}.text`, TEXT_MESSAGES.nulCharacter);
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
  return (values: T, ctx: z.RefinementCtx) => addIssues(ctx, activityIssues(values, rules));
}

function addIssues(ctx: z.RefinementCtx, issues: readonly FormIssue[]) {
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: issue.path.split('.').map(segment), message: issue.message });
  }
}

const segment = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

// Spec, "Validation rules": the create form requires question and option texts; "at least 2 options" is only
// a hint there, and it says nothing of the question count or correct answers. The server still checks them
// all and its message is shown when it refuses.
const LEFT_TO_THE_SERVER_ON_CREATE = new Set<string>([M.optionsMin, M.correctRequired, M.questionsRequired]);

/**
 * The create and edit activity forms' schema, on what they would send: `activityIssues` for the form's type
 * (the edit form's description required, a test's questions), less the three rules the spec leaves out of the
 * create form. The body's shape is the app's to build; the server's schemas above check it field by field.
 */
export function activityFormSchema(mode: 'create' | 'edit') {
  return z
    .object({
      type: z.enum(ACTIVITY_TYPES, { error: M.activityTypeInvalid }),
      title: z.string(),
      description: z.string(),
      dueDate: z.string(),
      questions: z.array(z.custom<QuestionValues>()).optional(),
    })
    .superRefine((values, ctx) => {
      const issues = activityIssues(values, {
        descriptionRequired: mode === 'edit',
        test: values.type === 'TEST',
      });
      addIssues(
        ctx,
        mode === 'create'
          ? issues.filter((issue) => !LEFT_TO_THE_SERVER_ON_CREATE.has(issue.message))
          : issues,
      );
    });
}

const trimmed = (value: string) => value.trim();
const id = z.number().int().positive().nullish();

const optionSchema = z.strictObject(
  { id, text: z.string().transform(trimmed), correct: z.boolean().default(false) },
  strict,
);
const questionSchema = z.strictObject(
  {
    id,
    text: z.string().transform(trimmed),
    options: z.array(optionSchema).default([]),
    ...questionKindFields,
  },
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
  ...(values.questions && { questions: values.questions.map(keepKindFields) }),
  title: values.title.trim(),
  description: values.description.trim(),
  dueDate: new Date(values.dueDate.trim()).toISOString(),
});

/** POST /teacher/course/{courseId}/activity: a written task (a test is created with its questions). */
export const createActivitySchema = z
  .strictObject({ ...activityFields, type: z.enum(ACTIVITY_TYPES, { error: M.activityTypeInvalid }) }, strict)
  .superRefine(withIssues({ descriptionRequired: false, test: false }))
  .transform(normalise);
export type CreateActivityPayload = z.input<typeof createActivitySchema>;

/**
 * PUT /teacher/activity/{id}: title, description, due date. The create form also sends the type; it is
 * accepted only to be compared with the stored one (the type cannot change).
 */
export const updateActivitySchema = z
  .strictObject(
    { ...activityFields, type: z.enum(ACTIVITY_TYPES, { error: M.activityTypeInvalid }).optional() },
    strict,
  )
  .superRefine(withIssues({ descriptionRequired: true, test: false }))
  .transform(normalise);
export type UpdateActivityPayload = z.input<typeof updateActivitySchema>;

const testFields = {
  ...activityFields,
  type: z.literal('TEST', { error: M.activityTypeInvalid }).optional(),
  /** Decision 103: a test closes at its due date unless this is true. Absent on edit: unchanged. */
  allowLateAttempts: z.boolean({ error: M.allowLateAttemptsInvalid }).optional(),
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

/** Every issue of a failed parse as `{ path, message }`, for a form that shows messages by field. */
export function formIssues(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
