import { QUESTION_KINDS } from '@aula/forms';
import { z } from 'zod';

/** 'choice' (the spec's, and what an absent kind means), 'gaps', 'matching', 'ordering', 'short', 'speaking'. */
export const questionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKindCode = z.infer<typeof questionKindSchema>;

/**
 * A question's per-kind fields as its teacher reads them. One flat object with optional fields,
 * not a union: the compiled serializer never has to pick a branch (decision 126). Each kind sends only its own.
 */
export const teacherQuestionKindFields = {
  kind: questionKindSchema.optional(),
  /**
   * The listening prompt: the stored name (served at GET /teacher/test/{id}/media/{file}), its transcript and
   * the name of the file the teacher uploaded, which is what the editor shows.
   */
  audio: z
    .object({ file: z.string(), transcript: z.string(), name: z.string().optional() })
    .nullable()
    .optional(),
  /** choice: the student ticks every correct option. */
  multiple: z.boolean().optional(),
  /** gaps: the text with markers [1], [2]… */
  passage: z.string().optional(),
  gaps: z
    .array(
      z.object({
        id: z.number().int(),
        accepted: z.array(z.string()),
        choices: z.array(z.string()).nullable(),
      }),
    )
    .optional(),
  ignoreCase: z.boolean().optional(),
  ignoreAccents: z.boolean().optional(),
  /** matching: each left with its right, `leftImage` a stored image name. */
  pairs: z
    .array(
      z.object({
        id: z.number().int(),
        left: z.string(),
        leftImage: z.string().nullable(),
        right: z.string(),
      }),
    )
    .optional(),
  /** ordering: in the correct order. */
  items: z.array(z.object({ id: z.number().int(), text: z.string() })).optional(),
  /** short: the accepted answers. */
  accepted: z.array(z.string()).optional(),
  /** speaking: the longest recording, in seconds. */
  maxSeconds: z.number().int().optional(),
};

/**
 * A question's per-kind fields as the student reads them: never an answer, by value, id or order. Urls are
 * paths under /api (GET /student/activity/{id}/media/{file}).
 */
export const studentQuestionKindFields = {
  kind: questionKindSchema.optional(),
  audio: z.object({ url: z.string(), transcript: z.string() }).nullable().optional(),
  multiple: z.boolean().optional(),
  passage: z.string().optional(),
  /** In marker order; the choices sorted alphabetically, null for a typed gap. */
  gaps: z.array(z.object({ choices: z.array(z.string()).nullable() })).optional(),
  /** matching: the right ids are not the left ones and the right list is sorted by text. */
  left: z
    .array(z.object({ id: z.number().int(), text: z.string(), image: z.string().nullable() }))
    .optional(),
  right: z.array(z.object({ id: z.number().int(), text: z.string() })).optional(),
  /** ordering: sorted by text, with ids that do not follow the correct order. */
  items: z.array(z.object({ id: z.number().int(), text: z.string() })).optional(),
  maxSeconds: z.number().int().optional(),
};

/** The answer fields, as a draft returns them: the same shape the student sends. */
export const questionAnswerSchema = z.object({
  questionId: z.number().int(),
  selectedOptionId: z.number().int().optional(),
  selectedOptionIds: z.array(z.number().int()).optional(),
  gaps: z.array(z.string()).optional(),
  pairs: z.array(z.object({ left: z.number().int(), right: z.number().int() })).optional(),
  order: z.array(z.number().int()).optional(),
  text: z.string().optional(),
  recording: z.string().optional(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** GET /student/activity/{id}/answers: the draft, or no answers and a null savedAt. */
export const answerDraftResponseSchema = z.object({
  answers: z.array(questionAnswerSchema),
  savedAt: z.string().nullable(),
  revision: z.number().int(),
});
export type AnswerDraftResponse = z.infer<typeof answerDraftResponseSchema>;

/** PUT /student/activity/{id}/answers: when the kept draft was saved and its revision (maybe a newer one). */
export const answerDraftSavedSchema = z.object({ savedAt: z.string(), revision: z.number().int() });
export type AnswerDraftSaved = z.infer<typeof answerDraftSavedSchema>;

/** POST /student/activity/{id}/recording/{questionId}: the stored name to put in the answer. */
export const recordingSchema = z.object({ recording: z.string() });

/** POST /teacher/course/{courseId}/test-media. */
export const testMediaSchema = z.object({ file: z.string(), kind: z.enum(['audio', 'image']) });
export type TestMedia = z.infer<typeof testMediaSchema>;

/**
 * What the teacher needs to grade a test waiting for review: each speaking answer's recording (a path under
 * /api, null when the student gave none) and the auto-graded part.
 */
export const speakingAnswerSchema = z.object({
  questionId: z.number().int(),
  questionText: z.string(),
  recordingUrl: z.string().nullable(),
});
export const reviewFields = {
  /** The test has a speaking answer the teacher has not graded: score is null until then. */
  pendingReview: z.boolean().optional(),
  /** The auto-graded questions' score out of 10 over those questions only (decision 141); absent without any. */
  autoScore: z.number().optional(),
  speakingAnswers: z.array(speakingAnswerSchema).optional(),
};
