/**
 * The exam of bench/exam-day.ts: 20 questions of every auto-graded kind, as a teacher would write them, and
 * the answers a student gives to the questions as the server shows them (matched by text, since the ids a
 * student sees reveal nothing). Speaking is left out: its score waits for the teacher, so no hand-in of it
 * could be checked against a key.
 */

interface Option {
  text: string;
  correct?: boolean;
}

const single = (n: number) => ({
  text: `Elige la forma correcta (${n}): She ___ a teacher.`,
  options: [{ text: 'is', correct: true }, { text: 'are' }, { text: 'be' }, { text: 'am' }] as Option[],
});
const multiple = (n: number) => ({
  text: `Marca las capitales (${n})`,
  kind: 'choice',
  multiple: true,
  options: [{ text: 'Rome', correct: true }, { text: 'Blue' }, { text: 'Lima', correct: true }] as Option[],
});
const gaps = (n: number) => ({
  text: `Completa (${n})`,
  kind: 'gaps',
  passage: 'I [1] in [2].',
  gaps: [{ accepted: ['live'] }, { accepted: ['London'], choices: ['Paris', 'London'] }],
});
const PAIRS = [
  { left: 'dog', right: 'perro' },
  { left: 'cat', right: 'gato' },
  { left: 'house', right: 'casa' },
];
const matching = (n: number) => ({ text: `Relaciona (${n})`, kind: 'matching', pairs: PAIRS });
const ITEMS = ['I', 'am', 'here', 'today'];
const ordering = (n: number) => ({
  text: `Ordena la frase (${n})`,
  kind: 'ordering',
  items: ITEMS.map((text) => ({ text })),
});
const short = (n: number) => ({
  text: `¿Capital de España? (${n})`,
  kind: 'short',
  accepted: ['Madrid'],
  ignoreAccents: true,
});

const times = <T>(count: number, make: (n: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i + 1));

export const EXAM_QUESTIONS = [
  ...times(4, single),
  ...times(3, multiple),
  ...times(4, gaps),
  ...times(3, matching),
  ...times(3, ordering),
  ...times(3, short),
];

/** The body of POST /teacher/course/{id}/test. */
export function examBody(title: string, dueDate: Date) {
  return {
    title,
    description: 'Examen final: 20 preguntas.',
    dueDate: dueDate.toISOString(),
    questions: EXAM_QUESTIONS,
  };
}

/** A question as GET /student/activity/{id}/questions shows it (the fields this bench reads). */
export interface ShownQuestion {
  id: number;
  text: string;
  kind?: string;
  multiple?: boolean;
  options?: { id: number; text: string }[];
  gaps?: unknown[];
  left?: { id: number; text: string }[];
  right?: { id: number; text: string }[];
  items?: { id: number; text: string }[];
}

/**
 * The right answer to a shown question, or a wrong one to a short question when `wrongShort` (so that the
 * hand-ins carry two different scores to check).
 */
function answerTo(question: ShownQuestion, wrongShort: boolean) {
  const questionId = question.id;
  const written = EXAM_QUESTIONS.find((each) => each.text === question.text);
  if (!written) throw new Error(`the exam has no question '${question.text}'`);
  switch (question.kind ?? 'choice') {
    case 'choice': {
      const right = new Set(
        ('options' in written ? written.options : []).filter((o) => o.correct).map((o) => o.text),
      );
      const ids = (question.options ?? []).filter((o) => right.has(o.text)).map((o) => o.id);
      return question.multiple
        ? { questionId, selectedOptionIds: ids }
        : { questionId, selectedOptionId: ids[0] };
    }
    case 'gaps':
      return { questionId, gaps: ['live', 'London'] };
    case 'matching':
      return {
        questionId,
        pairs: (question.left ?? []).map((left) => ({
          left: left.id,
          right: question.right?.find(
            (right) => right.text === PAIRS.find((p) => p.left === left.text)?.right,
          )?.id as number,
        })),
      };
    case 'ordering':
      return {
        questionId,
        order: ITEMS.map((text) => question.items?.find((item) => item.text === text)?.id as number),
      };
    case 'short':
      return { questionId, text: wrongShort ? 'París' : 'Madrid' };
    default:
      throw new Error(`the exam has no ${question.kind} question`);
  }
}

export function answersTo(questions: ShownQuestion[], wrongShort: boolean) {
  return questions.map((question) => answerTo(question, wrongShort));
}

/** The score of a hand-in: each question is worth 10 / 20; the three short ones wrong lose 1.5. */
export const expectedScore = (wrongShort: boolean) => (wrongShort ? 8.5 : 10);
