/**
 * The teacher's messages and limits (spec sections 5 and 7): create course, material, activity, test and
 * evaluation. The texts the spec gives are copied exactly; the others (maximum lengths, wrong formats) are
 * ours and are marked as such. The server validates the same bodies with these schemas.
 */
export const TEACHER_MESSAGES = {
  // Create course (spec section 5).
  courseNameRequired: 'El nombre del curso es obligatorio',
  courseNameMin: 'El nombre debe tener al menos 3 caracteres',
  courseDescriptionRequired: 'La descripción es obligatoria',
  courseDescriptionMin: 'La descripción debe tener al menos 10 caracteres',
  // Ours: limits and formats the spec names without a text.
  courseNameMax: 'El nombre no puede superar los 200 caracteres',
  courseDescriptionMax: 'La descripción no puede superar los 500 caracteres',
  courseEndDateInvalid: 'La fecha de finalización no es válida.',
  courseEndDatePast: 'La fecha de finalización no puede ser anterior a hoy.',
  levelInvalid: 'El nivel del curso no es válido.',
  typeInvalid: 'La modalidad del curso no es válida.',
  languageInvalid: 'El idioma del curso no es válido.',

  // Material (spec section 5): add and edit word the missing title differently.
  materialTitleRequiredOnAdd: 'Debes ingresar un título.',
  materialTitleRequiredOnEdit: 'El título es obligatorio.',
  // Ours.
  materialTitleMax: 'El título no puede superar los 200 caracteres.',
  materialLinkNotUrl: 'El enlace debe ser una URL válida.',
  materialLinkNotYoutube: 'El enlace debe ser un vídeo de YouTube (watch, embed o youtu.be).',
  materialFileType: 'Formato de archivo no admitido. Usa PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX o TXT.',
  materialFileTooLarge: 'El archivo es demasiado grande. Máximo 20 MB.',
  materialFileEmpty: 'El archivo está vacío.',
  materialFileContent: 'El contenido del archivo no corresponde a su extensión.',

  // Activity and test (spec section 5, edit activity form).
  activityTitleRequired: 'El título es obligatorio',
  activityDescriptionRequired: 'La descripción es obligatoria',
  activityDueDateRequired: 'La fecha límite es obligatoria',
  questionsRequired: 'Debe haber al menos una pregunta',
  questionTextRequired: 'El texto de la pregunta es obligatorio',
  optionsMin: 'Debe haber al menos 2 opciones',
  correctRequired: 'Debe marcar al menos una respuesta correcta',
  // Ours.
  optionTextRequired: 'El texto de la opción es obligatorio',
  activityTitleMax: 'El título no puede superar los 200 caracteres',
  activityDescriptionMax: 'La descripción no puede superar los 5000 caracteres',
  activityDueDateInvalid: 'La fecha límite no es válida.',
  activityTypeInvalid: 'El tipo de actividad no es válido.',
  questionTextMax: 'El texto de la pregunta no puede superar los 1000 caracteres',
  optionTextMax: 'El texto de la opción no puede superar los 500 caracteres',
  tooManyQuestions: 'Un test admite como máximo 100 preguntas',
  tooManyOptions: 'Una pregunta admite como máximo 10 opciones',

  // Evaluation (ours: the spec only says the save button needs a score and non-blank feedback).
  scoreRequired: 'La nota es obligatoria.',
  scoreRange: 'La nota debe estar entre 0 y 10.',
  scoreDecimals: 'La nota admite como máximo un decimal.',
  feedbackRequired: 'El comentario es obligatorio.',
  feedbackMax: 'El comentario no puede superar los 2000 caracteres.',

  unknownField: 'La petición contiene campos no permitidos.',
  // Ours.
  courseFinished: 'Este curso ya ha finalizado: no se le pueden añadir actividades.',
  allowLateAttemptsInvalid: 'El permiso de intentos fuera de plazo no es válido.',
  studentUsernameRequired: 'Falta el nombre de usuario del estudiante.',
} as const;

export const TEACHER_LIMITS = {
  courseNameMin: 3,
  courseNameMax: 200,
  courseDescriptionMin: 10,
  courseDescriptionMax: 500,
  materialTitleMax: 200,
  activityTitleMax: 200,
  activityDescriptionMax: 5000,
  questionTextMax: 1000,
  optionTextMax: 500,
  questionsMax: 100,
  optionsMin: 2,
  optionsMax: 10,
  feedbackMax: 2000,
  scoreMin: 0,
  scoreMax: 10,
} as const;

/** Strict objects answer an unknown field with our message instead of echoing its name. */
export const strict = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? TEACHER_MESSAGES.unknownField : undefined,
};
