/**
 * The Spanish answers of the student API. The spec's client maps enrolment failures by status (section 8),
 * so those statuses matter more than these texts; every other refusal is shown to the student as is.
 */
export const STUDENT_MESSAGES = {
  enrolled: 'Te has inscrito en el curso correctamente.',
  alreadyEnrolled: 'Ya estás inscrito en este curso.',
  courseUnavailable: 'El curso no existe o ya no está disponible.',
  courseNotFound: 'El curso no existe o no estás inscrito en él.',
  activityNotFound: 'La actividad no existe o no estás inscrito en su curso.',
  materialNotFound: 'El material no existe o no tiene archivo.',
  notATask: 'La actividad no es una tarea.',
  notATest: 'La actividad no es un test.',
  courseFinished: 'El curso ha finalizado: ya no se pueden enviar actividades.',
  taskAlreadySubmitted: 'Ya has enviado esta tarea.',
  testAlreadySubmitted: 'Ya has completado este test.',
  testNotSubmitted: 'Todavía no has enviado este test: podrás revisarlo cuando lo envíes.',
  taskSubmitted: 'Tarea enviada correctamente. El profesor la calificará pronto.',
  otherStudent: 'No puedes enviar una tarea en nombre de otro estudiante.',
  notMultipart: 'La tarea debe enviarse como formulario con archivo (multipart/form-data).',
  unknownField: 'La petición contiene campos no permitidos.',
  repeatedField: 'Cada campo del formulario solo puede enviarse una vez.',
  testWithoutQuestions: 'No se encontraron preguntas para este test.',
  missingAnswers: 'Debes responder todas las preguntas del test.',
  foreignQuestion: 'Alguna respuesta no corresponde a una pregunta de este test.',
  foreignOption: 'Alguna opción elegida no pertenece a su pregunta.',
  testFeedback: (correct: number, total: number) => `Respuestas correctas: ${correct} de ${total}.`,
} as const;
