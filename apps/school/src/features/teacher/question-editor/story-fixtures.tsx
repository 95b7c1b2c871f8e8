import { type ComponentType, useState } from 'react';
import type { QuestionPartProps } from './part-props';
import { draftsFromQuestions, type QuestionDraft, type StoredQuestion } from './question-drafts';

/** One stored question of each kind, as GET /teacher/test/{id} returns them (the stories' 'filled' state). */
export const storedTest: StoredQuestion[] = [
  {
    id: 1,
    text: '¿Cómo se dice "perro" en inglés?',
    options: [
      { id: 1, text: 'Dog', correct: true },
      { id: 2, text: 'Cat', correct: false },
      { id: 3, text: 'Bird', correct: false },
    ],
  },
  {
    id: 2,
    kind: 'gaps',
    text: 'Completa las frases.',
    options: [],
    passage: 'I [1] a student. She [2] from Spain.',
    gaps: [
      { id: 21, accepted: ['am'], choices: null },
      { id: 22, accepted: ['is'], choices: ['is', 'are', 'am'] },
    ],
    ignoreCase: true,
    ignoreAccents: false,
  },
  {
    id: 3,
    kind: 'matching',
    text: 'Relaciona cada palabra con su traducción.',
    options: [],
    pairs: [
      { id: 31, left: 'apple', leftImage: null, right: 'manzana' },
      { id: 32, left: 'bread', leftImage: null, right: 'pan' },
    ],
  },
  {
    id: 4,
    kind: 'ordering',
    text: 'Ordena la frase.',
    options: [],
    items: [
      { id: 41, text: 'I' },
      { id: 42, text: 'like' },
      { id: 43, text: 'tea' },
    ],
  },
  {
    id: 5,
    kind: 'short',
    text: 'Escucha y escribe la ciudad que se nombra.',
    options: [],
    audio: { file: 'audio-ciudad.mp3', transcript: 'I live in London.' },
    accepted: ['London', 'Londres'],
    ignoreAccents: true,
  },
  {
    id: 6,
    kind: 'speaking',
    text: 'Preséntate en inglés.',
    options: [],
    maxSeconds: 90,
  },
];

export const storedQuestions = draftsFromQuestions(storedTest);

export function storedQuestion(kind: QuestionDraft['kind']): QuestionDraft {
  const found = storedQuestions.find((question) => question.kind === kind);
  if (!found) throw new Error(`No stored ${kind} question`);
  return found;
}

/** The args a part's stories share; the question and issues change per story. */
export const partArgs = {
  base: 'questions.0',
  issues: [],
  showMessages: true,
  disabled: false,
};

/** A part is controlled; its stories keep the question in state like the editor does. */
export function statefulPart<P extends QuestionPartProps>(Part: ComponentType<P>) {
  return function Stateful(props: P) {
    const [question, setQuestion] = useState(props.question);
    return (
      <div className="max-w-xl">
        <Part
          {...props}
          question={question}
          onChange={(next) => {
            setQuestion(next);
            props.onChange(next);
          }}
        />
      </div>
    );
  };
}
