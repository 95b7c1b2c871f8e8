/**
 * The question kinds of a test: their limits and messages, the teacher's per-kind rules, the
 * student's answer fields, and the text helpers the pages share with the server's grading.
 */
export * from './questions/answer-text';
export { ANSWER_FIELD_KINDS, type AnswerField, answerFields } from './questions/answers';
export * from './questions/messages';
export { KIND_FIELDS } from './questions/teacher-question';
