import type { TestRunnerAnswer, TestRunnerQuestion } from './question-kinds';

/** One question of each kind, as the student's questions call gives them (no answer revealed). */
export const questionOfKind = {
  choice: {
    id: 1,
    text: 'Elige la forma correcta: "She ___ to London last year."',
    options: [
      { id: 11, text: 'go' },
      { id: 12, text: 'went' },
      { id: 13, text: 'has gone' },
    ],
  },
  multiple: {
    id: 2,
    text: 'Marca todos los verbos irregulares.',
    kind: 'choice',
    multiple: true,
    options: [
      { id: 21, text: 'go' },
      { id: 22, text: 'play' },
      { id: 23, text: 'eat' },
    ],
  },
  gaps: {
    id: 3,
    text: 'Completa el texto.',
    kind: 'gaps',
    options: [],
    passage: 'I [1] in Madrid [2] 2019, and I [3] it.',
    gaps: [{ choices: null }, { choices: ['during', 'for', 'since'] }, { choices: null }],
  },
  matching: {
    id: 4,
    text: 'Relaciona cada palabra con su traducción.',
    kind: 'matching',
    options: [],
    left: [
      { id: 41, text: 'dog', image: null },
      { id: 42, text: 'house', image: null },
      { id: 43, text: 'bread', image: null },
    ],
    right: [
      { id: 47, text: 'casa' },
      { id: 48, text: 'pan' },
      { id: 49, text: 'perro' },
    ],
  },
  ordering: {
    id: 5,
    text: 'Ordena las palabras para formar una frase.',
    kind: 'ordering',
    options: [],
    items: [
      { id: 55, text: 'to' },
      { id: 51, text: 'She' },
      { id: 58, text: 'school' },
      { id: 53, text: 'goes' },
    ],
  },
  short: { id: 6, text: '¿Cómo se dice "biblioteca" en inglés?', kind: 'short', options: [] },
  speaking: {
    id: 7,
    text: 'Describe tu rutina de la mañana en inglés.',
    kind: 'speaking',
    options: [],
    maxSeconds: 60,
  },
  listening: {
    id: 8,
    text: 'Escucha el audio: ¿a qué hora sale el tren?',
    options: [
      { id: 81, text: 'A las 9:15' },
      { id: 82, text: 'A las 9:50' },
    ],
    audio: {
      url: 'data:audio/ogg;base64,',
      transcript: 'The train to Oxford leaves from platform two at nine fifteen.',
    },
  },
} satisfies Record<string, TestRunnerQuestion>;

/** A whole answer to each question above (not necessarily the right one). */
export const answerOfKind: Record<keyof typeof questionOfKind, Omit<TestRunnerAnswer, 'questionId'>> = {
  choice: { selectedOptionId: 12 },
  multiple: { selectedOptionIds: [21, 23] },
  gaps: { gaps: ['lived', 'since', 'loved'] },
  matching: {
    pairs: [
      { left: 41, right: 49 },
      { left: 42, right: 47 },
      { left: 43, right: 48 },
    ],
  },
  ordering: { order: [51, 53, 55, 58] },
  short: { text: 'library' },
  speaking: { recording: 'grabacion-7.webm' },
  listening: { selectedOptionId: 81 },
};
