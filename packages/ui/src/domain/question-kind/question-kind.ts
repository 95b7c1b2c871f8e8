/** The kinds of question a test holds; a stored question without one is a choice question. */
export const QUESTION_KINDS = ['choice', 'gaps', 'matching', 'ordering', 'short', 'speaking'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
