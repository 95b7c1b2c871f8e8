/**
 * The Spanish messages of the teacher's API that are not form validation (those live in @aula/forms). The
 * spec gives none of these texts; the app maps statuses to the spec's own messages (section 8) and shows
 * these where it shows the server's words.
 */
export const TEACHER_SERVER_MESSAGES = {
  courseNotFound: 'Curso no encontrado.',
  materialNotFound: 'Material no encontrado.',
  activityNotFound: 'Actividad no encontrada.',
  testNotFound: 'Test no encontrado.',
  resultNotFound: 'No se encontró la entrega de este estudiante para esta actividad.',
  alreadyEvaluated: 'Esta entrega ya ha sido evaluada y no se puede modificar.',
  otherTeacher: 'No puedes actuar en nombre de otro profesor.',
  testNeedsQuestions: 'Un test se crea con sus preguntas.',
  typeChange: 'El tipo de una actividad no se puede cambiar.',
  activityHasResults:
    'No se puede eliminar la actividad porque ya tiene entregas de estudiantes. Sus notas y archivos se conservan.',
  testHasResults:
    'Este test ya tiene respuestas de estudiantes: solo puedes cambiar el título, la descripción y la fecha límite.',
  foreignQuestion: 'Una de las preguntas no pertenece a este test.',
  foreignOption: 'Una de las opciones no pertenece a su pregunta.',
  duplicateId: 'Una pregunta u opción aparece más de una vez.',
  materialDeleted: 'Material eliminado correctamente.',
  activityDeleted: 'Actividad eliminada correctamente.',
  notMultipart: 'El material debe enviarse como formulario (multipart/form-data).',
  oneFile: 'Solo se admite un archivo por material.',
  tooManyParts: 'El formulario contiene demasiados campos.',
  fieldTooLong: 'Uno de los campos del formulario es demasiado largo.',
  repeatedField: 'Un campo del formulario aparece más de una vez.',
  resultDownloadNotFound: 'Entrega no encontrada.',
  resultWithoutFile: 'Esta entrega no tiene archivo adjunto.',
} as const;
