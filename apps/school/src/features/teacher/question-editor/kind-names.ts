import type { QuestionKind } from '@aula/ui';

/** The name of each kind of question, in the editor's picker and the activity card's summary. */
export const QUESTION_KIND_NAMES: Record<QuestionKind, string> = {
  choice: 'Opción múltiple',
  gaps: 'Rellenar huecos',
  matching: 'Relacionar',
  ordering: 'Ordenar',
  short: 'Respuesta corta',
  speaking: 'Expresión oral (grabación)',
};

/** What the student does with each kind, under the picker. */
export const QUESTION_KIND_HINTS: Record<QuestionKind, string> = {
  choice: 'El estudiante elige una o varias opciones.',
  gaps: 'Un texto con huecos que el estudiante escribe o elige de una lista.',
  matching: 'Parejas que el estudiante relaciona (palabra y traducción, imagen y palabra).',
  ordering: 'Elementos que el estudiante pone en orden.',
  short: 'El estudiante escribe una respuesta breve.',
  speaking: 'El estudiante graba su respuesta; la corriges tú.',
};
