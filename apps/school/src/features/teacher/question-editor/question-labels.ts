import type { QuestionKind } from '@aula/ui';

export interface QuestionEditorLabels {
  question: (number: number) => string;
  questionText: string;
  kind: string;
  kinds: Record<QuestionKind, string>;
  kindHints: Record<QuestionKind, string>;
  option: (letter: string) => string;
  correctSingle: (letter: string) => string;
  correctMultiple: (letter: string) => string;
  removeOption: (letter: string) => string;
  addOption: string;
  removeQuestion: (number: number) => string;
  addQuestion: string;
  optionsHint: string;
  correctHintSingle: string;
  correctHintMultiple: string;
  multiple: string;
  passage: string;
  passageHint: string;
  addGap: string;
  gap: (number: number) => string;
  removeGap: (number: number) => string;
  gapMode: string;
  gapTyped: string;
  gapChosen: string;
  gapAccepted: string;
  gapChoices: string;
  markersMismatch: (markers: number, gaps: number) => string;
  ignoreCase: string;
  ignoreAccents: string;
  acceptedHint: string;
  pairLeft: (number: number) => string;
  pairRight: (number: number) => string;
  pairImage: (number: number) => string;
  removePair: (number: number) => string;
  addPair: string;
  pairsHint: string;
  item: (number: number) => string;
  moveUp: (number: number) => string;
  moveDown: (number: number) => string;
  removeItem: (number: number) => string;
  addItem: string;
  itemsHint: string;
  accepted: string;
  maxSeconds: string;
  maxSecondsHint: string;
  audio: string;
  addAudio: string;
  removeAudio: string;
  transcript: string;
  transcriptHint: string;
}

export const defaultQuestionEditorLabels: QuestionEditorLabels = {
  question: (number) => `Pregunta ${number}`,
  questionText: 'Texto de la pregunta',
  kind: 'Tipo de pregunta',
  kinds: {
    choice: 'Opción múltiple',
    gaps: 'Rellenar huecos',
    matching: 'Relacionar',
    ordering: 'Ordenar',
    short: 'Respuesta corta',
    speaking: 'Expresión oral (grabación)',
  },
  kindHints: {
    choice: 'El estudiante elige una o varias opciones.',
    gaps: 'Un texto con huecos que el estudiante escribe o elige de una lista.',
    matching: 'Parejas que el estudiante relaciona (palabra y traducción, imagen y palabra).',
    ordering: 'Elementos que el estudiante pone en orden.',
    short: 'El estudiante escribe una respuesta breve.',
    speaking: 'El estudiante graba su respuesta; la corriges tú.',
  },
  option: (letter) => `Opción ${letter}`,
  correctSingle: (letter) => `La opción ${letter} es la correcta`,
  correctMultiple: (letter) => `La opción ${letter} es correcta`,
  removeOption: (letter) => `Eliminar opción ${letter}`,
  addOption: 'Añadir opción',
  removeQuestion: (number) => `Eliminar pregunta ${number}`,
  addQuestion: 'Añadir pregunta',
  optionsHint: 'Añade al menos 2 opciones.',
  correctHintSingle: 'Marca la respuesta correcta.',
  correctHintMultiple: 'Marca una o varias respuestas correctas.',
  multiple: 'Varias respuestas correctas',
  passage: 'Texto con huecos',
  passageHint: 'Cada hueco es un marcador [1], [2]… Usa «Añadir hueco» para ponerlo donde está el cursor.',
  addGap: 'Añadir hueco',
  gap: (number) => `Hueco ${number}`,
  removeGap: (number) => `Eliminar hueco ${number}`,
  gapMode: 'El estudiante',
  gapTyped: 'escribe la respuesta',
  gapChosen: 'la elige de una lista',
  gapAccepted: 'Respuestas aceptadas',
  gapChoices: 'Opciones de la lista',
  markersMismatch: (markers, gaps) =>
    `El texto tiene ${markers} ${markers === 1 ? 'marcador' : 'marcadores'} y hay ${gaps} ${gaps === 1 ? 'hueco' : 'huecos'}.`,
  ignoreCase: 'No distinguir mayúsculas',
  ignoreAccents: 'No distinguir tildes',
  acceptedHint: 'Una por línea.',
  pairLeft: (number) => `Pareja ${number}: elemento`,
  pairRight: (number) => `Pareja ${number}: su pareja`,
  pairImage: (number) => `Pareja ${number}: imagen (opcional)`,
  removePair: (number) => `Eliminar pareja ${number}`,
  addPair: 'Añadir pareja',
  pairsHint: 'Entre 2 y 12 parejas.',
  item: (number) => `Elemento ${number}`,
  moveUp: (number) => `Subir elemento ${number}`,
  moveDown: (number) => `Bajar elemento ${number}`,
  removeItem: (number) => `Eliminar elemento ${number}`,
  addItem: 'Añadir elemento',
  itemsHint: 'Escribe los elementos en el orden correcto; el estudiante los verá desordenados.',
  accepted: 'Respuestas aceptadas',
  maxSeconds: 'Duración máxima (segundos)',
  maxSecondsHint: 'Entre 10 y 300 segundos.',
  audio: 'Audio de la pregunta (comprensión auditiva)',
  addAudio: 'Añadir audio',
  removeAudio: 'Quitar audio',
  transcript: 'Transcripción del audio',
  transcriptHint: 'Para quien no puede oír el audio.',
};
