import { COURSE_STATUS_NAMES, COURSE_TYPE_NAMES, ROLE_NAMES } from '@aula/domain';
import type { UiStrings } from './ui-strings';

const days = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;

// One constant per component, so a component bundles only its own Spanish words (a badge, not the test runner's).
export const esLocale = 'es-ES';
export const esTestRunner: UiStrings['testRunner'] = {
  progress: (answered, total) => `Progreso: ${answered} de ${total} preguntas respondidas`,
  submit: (answered, total) => `Enviar Test (${answered}/${total})`,
  submitting: 'Enviando...',
  unanswered: '⚠️ Por favor responde todas las preguntas antes de enviar el test.',
  questionLegend: (position, total) => `Pregunta ${position} de ${total}`,
  notAnswered: 'Sin responder',
  resultTitle: '¡Test Completado y Corregido!',
  autoCorrected: 'Test completado automáticamente',
  scoreLabel: 'Tu calificación',
  scoreSpoken: (formatted) => `${formatted} sobre 10`,
  feedback: 'Comentarios',
  completedAt: 'Completado el',
  back: 'Volver al curso',
  pendingTitle: '¡Test Enviado!',
  pendingDescription: 'Tu profesor corregirá la respuesta oral; las demás ya están corregidas.',
  pendingScore: 'pendiente de corrección',
};
export const esQuestions: UiStrings['questions'] = {
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
};
export const esSaveStatus: UiStrings['saveStatus'] = {
  saving: 'Guardando…',
  saved: 'Guardado',
  offline: 'Sin conexión: tus respuestas se guardarán al volver la conexión',
  offlineShort: 'Sin conexión',
};
export const esDueStatus: UiStrings['dueStatus'] = {
  overdue: (daysLate) => `Vencida (hace ${days(daysLate)})`,
  today: 'Hoy',
  remaining: days,
};
export const esScore: UiStrings['score'] = {
  pending: 'Pendiente',
  spoken: (formatted) => `Nota: ${formatted} sobre 10`,
};
export const esAttendance: UiStrings['attendance'] = {
  rate: (percent) => `${percent} %`,
  none: 'Sin datos',
  low: 'asistencia baja',
};
export const esLevel: UiStrings['level'] = { prefix: 'Nivel' };
export const esRoles: UiStrings['roles'] = ROLE_NAMES;
export const esCourseStatus: UiStrings['courseStatus'] = COURSE_STATUS_NAMES;
export const esCourseTypes: UiStrings['courseTypes'] = COURSE_TYPE_NAMES;
export const esChannels: UiStrings['channels'] = { presencial: 'Presencial', virtual: 'Virtual' };
export const esCourseCard: UiStrings['courseCard'] = {
  access: 'Acceder al curso',
  review: 'Revisar curso',
  inProgress: 'En curso',
  completed: 'Finalizado',
  teacher: 'Profesor',
  noTeacher: 'Por asignar',
  actionSuffix: (courseName) => `: ${courseName}`,
};
export const esCourseTable: UiStrings['courseTable'] = {
  number: '#',
  course: 'Curso',
  level: 'Nivel',
  description: 'Descripción',
  teacher: 'Profesor',
  students: 'Estudiantes',
  modality: 'Modalidad',
  status: 'Estado',
  actions: 'Acciones',
  unassigned: 'No asignado',
  loading: 'Cargando cursos...',
  fullDescription: 'ver descripción completa',
  empty: {
    active: 'No hay cursos activos.',
    pending: 'No hay cursos pendientes de aprobación.',
    all: 'No hay cursos registrados.',
  },
  action: {
    approve: ['Aprobar', 'Aprobando...', 'Aprobado'],
    reject: ['Rechazar', 'Rechazando...', 'Rechazado'],
    complete: ['Finalizar', 'Finalizando...', 'Finalizado'],
  },
  confirm: {
    reject: {
      title: 'Rechazar curso',
      description: 'El curso se eliminará y esta acción no se puede deshacer.',
    },
    complete: {
      title: 'Finalizar curso',
      description: 'El curso dejará de estar activo y pasará a Finalizado. Esta acción no se puede deshacer.',
    },
  },
  rejectReason: 'Motivo del rechazo (opcional)',
  rejectReasonHint: 'El profesor lo recibirá en el aviso del rechazo.',
};
export const esMaterialViewer: UiStrings['materialViewer'] = {
  download: 'Descargar archivo',
  downloading: 'Descargando...',
  noContent: 'Este material no tiene archivo ni vídeo.',
  videoTitle: (title) => `Vídeo: ${title}`,
};
export const esFilePicker: UiStrings['filePicker'] = {
  choose: 'Elegir archivo',
  none: 'Ningún archivo seleccionado',
};
export const esUploadProgress: UiStrings['uploadProgress'] = {
  progress: (percent) => `Subiendo archivo: ${percent}%`,
};
export const esPasswordInput: UiStrings['passwordInput'] = {
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
};
export const esField: UiStrings['field'] = { required: 'obligatorio' };
export const esDialog: UiStrings['dialog'] = { close: 'Cerrar', cancel: 'Cancelar' };
export const esSpinner: UiStrings['spinner'] = { loading: 'Cargando...' };
export const esListState: UiStrings['listState'] = {
  error: 'Error al cargar los datos',
  retry: 'Reintentar',
  loading: 'Cargando...',
};
export const esTruncatedText: UiStrings['truncatedText'] = { fullText: 'ver texto completo' };
export const esDatePicker: UiStrings['datePicker'] = {
  previousMonth: 'Ir al mes anterior',
  nextMonth: 'Ir al mes siguiente',
  navigation: 'Barra de navegación',
  today: 'Hoy',
  selected: 'seleccionado',
  openCalendar: 'Abrir calendario',
  calendar: 'Calendario',
  datePlaceholder: 'dd/mm/aaaa',
  dateTimePlaceholder: 'dd/mm/aaaa hh:mm',
};

/** The library's words in Spanish: what every component shows when no UiStringsProvider is around it. */
export const es: UiStrings = {
  locale: esLocale,
  testRunner: esTestRunner,
  questions: esQuestions,
  saveStatus: esSaveStatus,
  dueStatus: esDueStatus,
  score: esScore,
  attendance: esAttendance,
  level: esLevel,
  roles: esRoles,
  courseStatus: esCourseStatus,
  courseTypes: esCourseTypes,
  channels: esChannels,
  courseCard: esCourseCard,
  courseTable: esCourseTable,
  materialViewer: esMaterialViewer,
  filePicker: esFilePicker,
  uploadProgress: esUploadProgress,
  passwordInput: esPasswordInput,
  field: esField,
  dialog: esDialog,
  spinner: esSpinner,
  listState: esListState,
  truncatedText: esTruncatedText,
  datePicker: esDatePicker,
};
