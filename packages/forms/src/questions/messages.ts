/**
 * Question kinds of a test (decision 141) and their limits and messages. The spec names none of
 * these texts: all are ours.
 */
export const QUESTION_KINDS = ['choice', 'gaps', 'matching', 'ordering', 'short', 'speaking'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_LIMITS = {
  passageMax: 3000,
  gapsMin: 1,
  gapsMax: 20,
  acceptedPerGapMax: 10,
  gapChoicesMin: 2,
  gapChoicesMax: 8,
  acceptedTextMax: 200,
  pairsMin: 2,
  pairsMax: 12,
  pairTextMax: 200,
  itemsMin: 2,
  itemsMax: 12,
  itemTextMax: 500,
  shortAcceptedMax: 20,
  maxSecondsMin: 10,
  maxSecondsMax: 300,
  maxSecondsDefault: 120,
  transcriptMax: 5000,
  /** A student's typed short answer. */
  shortAnswerMax: 500,
  /** What a student types into one gap. */
  gapAnswerMax: 200,
} as const;

export const QUESTION_MESSAGES = {
  kindInvalid: 'El tipo de pregunta no es válido.',
  // Fill the gaps.
  passageRequired: 'El texto con huecos es obligatorio',
  passageMax: 'El texto con huecos no puede superar los 3000 caracteres',
  gapsMin: 'Debe haber al menos un hueco',
  gapsMax: 'Una pregunta admite como máximo 20 huecos',
  gapMarkers: 'Cada hueco debe aparecer una vez en el texto y en orden: [1], [2]…',
  gapAcceptedRequired: 'Cada hueco necesita al menos una respuesta aceptada',
  gapAcceptedMax: 'Un hueco admite como máximo 10 respuestas aceptadas',
  acceptedTextRequired: 'Una respuesta aceptada no puede estar vacía',
  acceptedTextMax: 'Una respuesta aceptada no puede superar los 200 caracteres',
  gapChoicesCount: 'La lista de un hueco debe tener entre 2 y 8 opciones',
  gapChoicesAccepted: 'La lista de un hueco debe incluir una respuesta aceptada',
  gapChoiceRepeated: 'La lista de un hueco no puede repetir opciones',
  // Matching.
  pairsCount: 'Debe haber entre 2 y 12 parejas',
  pairTextRequired: 'Cada pareja necesita texto en los dos lados',
  pairTextMax: 'El texto de una pareja no puede superar los 200 caracteres',
  pairRepeated: 'Las parejas no pueden repetir un mismo elemento',
  imageInvalid: 'La imagen no es válida.',
  // Ordering.
  itemsCount: 'Debe haber entre 2 y 12 elementos para ordenar',
  itemTextRequired: 'El texto del elemento es obligatorio',
  itemTextMax: 'El texto del elemento no puede superar los 500 caracteres',
  // Short answer.
  shortAcceptedRequired: 'Debe haber al menos una respuesta aceptada',
  shortAcceptedMax: 'Una pregunta admite como máximo 20 respuestas aceptadas',
  // Speaking.
  maxSecondsRange: 'La duración máxima debe estar entre 10 y 300 segundos',
  // Listening prompt.
  audioFileInvalid: 'El archivo de audio no es válido.',
  transcriptRequired: 'La transcripción del audio es obligatoria',
  transcriptMax: 'La transcripción no puede superar los 5000 caracteres',
  // Media upload (teacher).
  mediaType: 'Formato no admitido. Usa un audio MP3, OGG o M4A o una imagen PNG, JPEG o WebP.',
  mediaAudioTooLarge: 'El audio es demasiado grande. Máximo 10 MB.',
  mediaImageTooLarge: 'La imagen es demasiado grande. Máximo 2 MB.',
  mediaEmpty: 'El archivo está vacío.',
  mediaContent: 'El contenido del archivo no corresponde a su extensión.',
  mediaName: 'El nombre del archivo no es válido.',
} as const;

/** The student's answers: the refusals of a draft, a submission and a recording. */
export const ANSWER_MESSAGES = {
  wrongKind: 'La respuesta no corresponde al tipo de la pregunta.',
  textMax: 'La respuesta escrita no puede superar los 500 caracteres.',
  gapMax: 'La respuesta de un hueco no puede superar los 200 caracteres.',
  tooManyParts: 'La respuesta tiene más partes de las que admite la pregunta.',
  revisionInvalid: 'La revisión de las respuestas no es válida.',
  alreadySubmitted: 'Este test ya se ha enviado: tus respuestas ya no se pueden cambiar.',
  recordingNotSpeaking: 'Esta pregunta no admite grabaciones.',
  recordingType: 'Formato de grabación no admitido. Usa WebM, OGG, MP4 o MP3.',
  recordingTooLarge: 'La grabación es demasiado grande. Máximo 10 MB.',
  recordingEmpty: 'La grabación está vacía.',
  recordingContent: 'El contenido de la grabación no corresponde a un audio.',
  recordingUnknown: 'La grabación no existe. Vuelve a grabar tu respuesta.',
} as const;

/** What the student sees instead of a score while a speaking answer waits for the teacher. */
export const PENDING_REVIEW_LABEL = 'pendiente de corrección';

/** Save status of the answers as you go (Q2's indicator). */
export const ANSWER_SAVE_STATUS = {
  saving: 'Guardando…',
  saved: 'Guardado',
  offline: 'Sin conexión: tus respuestas se guardarán al volver la conexión',
} as const;

export const MEDIA_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_AUDIO_EXTENSIONS = ['mp3', 'ogg', 'm4a'] as const;
export const MEDIA_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const RECORDING_EXTENSIONS = ['webm', 'ogg', 'm4a', 'mp4', 'mp3'] as const;

/**
 * A stored media or recording name as the server makes it (a random id and the format's extension): the
 * only thing a question or answer may name, so no path or foreign name gets through.
 */
export const STORED_MEDIA_NAME = /^[A-Za-z0-9_-]{8,64}\.[a-z0-9]{2,4}$/;
