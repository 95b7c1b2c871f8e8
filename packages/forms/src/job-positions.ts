import { z } from 'zod';
import { PATH_ID_MESSAGES, pathId } from './query';
import { hasNul, normalizedText, strictBody, TEXT_MESSAGES } from './text';

/** The administrator's side of 'Trabaja con nosotros': positions and what becomes of applications. */
export const JOB_MESSAGES = {
  titleRequired: 'El título de la oferta es obligatorio',
  titleMax: 'El título no puede superar los 120 caracteres',
  descriptionRequired: 'La descripción de la oferta es obligatoria',
  descriptionMax: 'La descripción no puede superar los 5000 caracteres',
  status: 'El estado debe ser open o closed.',
  applicationStatus: 'El estado debe ser new, reviewed, contacted o rejected.',
  unknownField: TEXT_MESSAGES.unknownField,
  id: PATH_ID_MESSAGES.student,
  positionMissing: 'La oferta no existe.',
  applicationMissing: 'La candidatura no existe.',
  positionCreated: 'Oferta publicada.',
  positionSaved: 'Oferta guardada.',
  applicationMarked: 'Candidatura actualizada.',
  applicationDeleted: 'Candidatura eliminada, con su currículum.',
  messageMissing: 'El mensaje no existe.',
  messageDeleted: 'Mensaje eliminado.',
} as const;

export const JOB_LIMITS = { titleMax: 120, descriptionMax: 5000 } as const;

export const POSITION_STATUSES = ['open', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export const POSITION_STATUS_LABELS: Record<PositionStatus, string> = {
  open: 'Abierta',
  closed: 'Cerrada',
};

export const APPLICATION_STATUSES = ['new', 'reviewed', 'contacted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Nueva',
  reviewed: 'Revisada',
  contacted: 'Contactada',
  rejected: 'Descartada',
};

const M = JOB_MESSAGES;

function requiredText(required: string, max: number, maxMessage: string) {
  return z
    .string({ error: required })
    .transform(normalizedText)
    .refine((value) => value.length > 0, { error: required, abort: true })
    .refine((value) => value.length <= max, { error: maxMessage })
    .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter });
}

export const positionSchema = z.strictObject(
  {
    title: requiredText(M.titleRequired, JOB_LIMITS.titleMax, M.titleMax),
    description: requiredText(M.descriptionRequired, JOB_LIMITS.descriptionMax, M.descriptionMax),
    status: z.enum(POSITION_STATUSES, { error: M.status }).default('open'),
  },
  strictBody,
);
export type PositionValues = z.input<typeof positionSchema>;

export const applicationStatusSchema = z.strictObject(
  { status: z.enum(APPLICATION_STATUSES, { error: M.applicationStatus }) },
  strictBody,
);

export const jobIdParamsSchema = z.object({ id: pathId(M.id) });
