/** The server's Spanish answers about live classes (the inputs' own messages are in @aula/forms). */
export const CLASS_SERVER_MESSAGES = {
  teacherCourseNotFound: 'Curso no encontrado.',
  studentCourseNotFound: 'El curso no existe o no estás inscrito en él.',
  courseFinished: 'Este curso ya ha finalizado: su horario no se puede cambiar.',
  classNotFound: 'Esa clase no está en el horario del curso.',
  classStarted: 'Esa clase ya ha empezado: no se puede cambiar.',
  newStartPast: 'La nueva hora ya ha pasado.',
  classTaken: 'Ya hay una clase del curso a esa hora.',
  classCancelled: 'Esta clase se ha cancelado.',
  classOver: 'Esta clase ya ha terminado.',
} as const;

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone, hour: '2-digit', minute: '2-digit' });

/** "La clase se abre el lunes, 2 de marzo a las 18:50." in the school's time zone. */
export function opensAtMessage(opensAt: Date, timeZone: string): string {
  return `La clase se abre el ${dayFormat(timeZone).format(opensAt)} a las ${timeFormat(timeZone).format(opensAt)}.`;
}
