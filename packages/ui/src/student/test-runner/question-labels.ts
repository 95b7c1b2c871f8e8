/** Every text of the question parts, Spanish by default; an embedding school passes its own. */
export interface QuestionLabels {
  gap: (position: number) => string;
  choose: string;
  matchWith: (left: string) => string;
  moveUp: string;
  moveDown: string;
  moveUpItem: (item: string) => string;
  moveDownItem: (item: string) => string;
  moved: (item: string, position: number, total: number) => string;
  keepOrder: string;
  orderHint: string;
  shortAnswer: string;
  audio: string;
  transcript: string;
  record: string;
  stop: string;
  recordingFor: (seconds: number, max: number) => string;
  maxDuration: (max: number) => string;
  recorded: string;
  recordAgain: string;
  uploadFile: string;
  recordingUnavailable: string;
  uploading: (percent: number) => string;
  uploadFailed: string;
  correct: string;
  wrong: string;
  partial: string;
  saving: string;
  saved: string;
  offline: string;
  offlineShort: string;
}

export const defaultQuestionLabels: QuestionLabels = {
  gap: (position) => `Hueco ${position}`,
  choose: 'Elige una opción',
  matchWith: (left) => `Pareja de «${left}»`,
  moveUp: 'Subir',
  moveDown: 'Bajar',
  moveUpItem: (item) => `Subir «${item}»`,
  moveDownItem: (item) => `Bajar «${item}»`,
  moved: (item, position, total) => `«${item}» ahora en la posición ${position} de ${total}`,
  keepOrder: 'Dejar este orden',
  orderHint: 'Ordena los elementos con los botones Subir y Bajar.',
  shortAnswer: 'Tu respuesta',
  audio: 'Audio de la pregunta',
  transcript: 'Transcripción',
  record: 'Grabar respuesta',
  stop: 'Detener grabación',
  recordingFor: (seconds, max) => `Grabando: ${seconds} de ${max} segundos`,
  maxDuration: (max) => `Duración máxima: ${max} segundos.`,
  recorded: 'Tu grabación está guardada.',
  recordAgain: 'Grabar de nuevo',
  uploadFile: 'Sube un archivo de audio',
  recordingUnavailable: 'Este navegador no puede grabar: sube un archivo de audio con tu respuesta.',
  uploading: (percent) => `Subiendo grabación: ${percent} %`,
  uploadFailed: 'No se pudo subir la grabación. Inténtalo de nuevo.',
  correct: 'Correcta',
  wrong: 'Incorrecta',
  partial: 'Parcialmente correcta',
  saving: 'Guardando…',
  saved: 'Guardado',
  offline: 'Sin conexión: tus respuestas se guardarán al volver la conexión',
  offlineShort: 'Sin conexión',
};
