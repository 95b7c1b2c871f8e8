import type { ApplicationStatus, PositionStatus } from '@aula/forms';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The states of positions and applications as the panel shows them, in every language. The Spanish of each is
 * @aula/forms' POSITION_STATUS_LABELS and APPLICATION_STATUS_LABELS (the public site's).
 */

export const positionStatusWords = {
  open: msg({ message: 'Abierta', context: 'job position' }),
  closed: msg({ message: 'Cerrada', context: 'job position' }),
} satisfies Record<PositionStatus, MessageDescriptor>;

export const applicationStatusWords = {
  new: msg({ message: 'Nueva', context: 'job application' }),
  reviewed: msg({ message: 'Revisada', context: 'job application' }),
  contacted: msg({ message: 'Contactada', context: 'job application' }),
  rejected: msg({ message: 'Descartada', context: 'job application' }),
} satisfies Record<ApplicationStatus, MessageDescriptor>;
