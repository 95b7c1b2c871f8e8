import type { QuestionKind } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The name of each kind of question, in the editor's picker and the activity card's summary. */
export const QUESTION_KIND_NAMES: Record<QuestionKind, MessageDescriptor> = {
  choice: msg`Opción múltiple`,
  gaps: msg`Rellenar huecos`,
  matching: msg`Relacionar`,
  ordering: msg`Ordenar`,
  short: msg`Respuesta corta`,
  speaking: msg`Expresión oral (grabación)`,
};

/** What the student does with each kind, under the picker. */
export const QUESTION_KIND_HINTS: Record<QuestionKind, MessageDescriptor> = {
  choice: msg`El estudiante elige una o varias opciones.`,
  gaps: msg`Un texto con huecos que el estudiante escribe o elige de una lista.`,
  matching: msg`Parejas que el estudiante relaciona (palabra y traducción, imagen y palabra).`,
  ordering: msg`Elementos que el estudiante pone en orden.`,
  short: msg`El estudiante escribe una respuesta breve.`,
  speaking: msg`El estudiante graba su respuesta; la corriges tú.`,
};
