import type { Role } from '@aula/domain';
import { z } from 'zod';
import { INT4_MAX, strictQuery, wholeNumber } from './query';
import { strictBody, TEXT_MESSAGES } from './text';

/**
 * Notifications. Each kind is an event someone may want to hear of; for each kind a user
 * chooses to see it in the app and how to get it by e-mail (never, at once, or in one daily digest).
 */
export const NOTIFICATION_KINDS = [
  'message',
  'course-approved',
  'course-rejected',
  'course-finished',
  'course-pending',
  'enrolment',
  'hand-in',
  'activity',
  'material',
  'grade',
  'due-tomorrow',
  'timetable',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const EMAIL_DELIVERIES = ['off', 'instant', 'digest'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** Which kinds reach which role: the preferences page lists only these. */
export const NOTIFICATION_KINDS_BY_ROLE = {
  ADMIN: ['message', 'course-pending'],
  TEACHER: ['message', 'course-approved', 'course-rejected', 'course-finished', 'enrolment', 'hand-in'],
  STUDENT: ['message', 'activity', 'material', 'grade', 'due-tomorrow', 'timetable'],
} as const satisfies Record<Role, readonly NotificationKind[]>;

/** How each kind is named in Configuración and in the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: 'Mensajes nuevos',
  'course-approved': 'Curso aprobado',
  'course-rejected': 'Curso rechazado',
  'course-finished': 'Curso finalizado',
  'course-pending': 'Cursos pendientes de aprobación',
  enrolment: 'Nuevas inscripciones en mis cursos',
  'hand-in': 'Tareas entregadas',
  activity: 'Nuevas actividades',
  material: 'Nuevo material',
  grade: 'Calificaciones publicadas',
  'due-tomorrow': 'Actividades que vencen mañana',
  timetable: 'Cambios en el horario de clases',
};

export const EMAIL_DELIVERY_LABELS: Record<EmailDelivery, string> = {
  off: 'No enviar',
  instant: 'Al momento',
  digest: 'Resumen diario',
};

/** What a user gets before choosing: everything in the app; by e-mail at once only messages and grades. */
export function defaultPreference(kind: NotificationKind): { inApp: boolean; email: EmailDelivery } {
  return { inApp: true, email: kind === 'message' || kind === 'grade' ? 'instant' : 'digest' };
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'La notificación no existe.',
  kindUnknown: 'Ese tipo de aviso no existe.',
  deliveryUnknown: 'Elige cómo recibir el aviso por correo: no enviar, al momento o resumen diario.',
  preferencesSaved: 'Preferencias guardadas.',
  unsubscribeInvalid: 'El enlace para darse de baja no es válido.',
  unknownField: TEXT_MESSAGES.unknownField,
  unsubscribed: (label: string) => `Ya no recibirás por correo los avisos de «${label}».`,
  markAllRead: 'Marcar todas como leídas',
  empty: 'No tienes notificaciones.',
  bellLabel: (count: number) =>
    count === 0 ? 'Notificaciones: ninguna sin leer' : `Notificaciones: ${count} sin leer`,
  lastEventIdInvalid: 'El número del último aviso recibido no es válido.',
  liveAnnouncement: (count: number) =>
    count === 1 ? 'Tienes 1 notificación sin leer.' : `Tienes ${count} notificaciones sin leer.`,
} as const;

export const notificationPreferenceSchema = z.strictObject(
  {
    kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kindUnknown }),
    inApp: z.boolean(),
    email: z.enum(EMAIL_DELIVERIES, { error: NOTIFICATION_MESSAGES.deliveryUnknown }),
  },
  strictBody,
);
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesUpdateSchema = z.strictObject(
  { preferences: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length) },
  strictBody,
);
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const notificationListQuerySchema = z.strictObject(
  {
    /** The page after this id (newest first). */
    before: wholeNumber(1, INT4_MAX, NOTIFICATION_MESSAGES.notFound).optional(),
  },
  strictQuery,
);

/** The live stream's query: where a reconnecting client left off (as the Last-Event-ID header says). */
export const liveStreamQuerySchema = z.strictObject(
  {
    lastEventId: z
      .string({ error: NOTIFICATION_MESSAGES.lastEventIdInvalid })
      .regex(/^\d{1,18}$/, { error: NOTIFICATION_MESSAGES.lastEventIdInvalid })
      .optional(),
  },
  strictQuery,
);
