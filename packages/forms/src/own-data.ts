import { z } from 'zod';
import { REGISTER_LIMITS, REGISTER_MESSAGES } from './auth';
import { hasNul, TEXT_MESSAGES } from './text';

/** The word typed to confirm 'Eliminar mi cuenta' (decision 134): the same in every account, easy to say. */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';

/** 'Tus datos' (decision 134): download and deletion of one's own account, in the tone of spec section 5. */
export const OWN_DATA_MESSAGES = {
  passwordRequired: 'Escribe tu contraseña',
  confirmationRequired: `Escribe ${DELETE_CONFIRMATION_WORD} para confirmar`,
  confirmationWrong: `Escribe ${DELETE_CONFIRMATION_WORD}, en mayúsculas, para confirmar`,
  wrongPassword: 'La contraseña no es correcta',
  lastAdmin:
    'Eres el último administrador activo: la escuela se quedaría sin administrador. Nombra a otro antes de eliminar tu cuenta.',
  teacherWithCourses:
    'Tienes cursos pendientes o activos: pide a un administrador que los finalice o los rechace antes de eliminar tu cuenta.',
  deleted: 'Tu cuenta se ha eliminado. Hemos cerrado todas sus sesiones.',
} as const;

export const deleteAccountSchema = z.strictObject(
  {
    password: z
      .string({ error: OWN_DATA_MESSAGES.passwordRequired })
      .min(1, { error: OWN_DATA_MESSAGES.passwordRequired })
      .max(REGISTER_LIMITS.passwordMax, { error: REGISTER_MESSAGES.passwordMax })
      .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
    confirmation: z
      .string({ error: OWN_DATA_MESSAGES.confirmationRequired })
      .trim()
      .min(1, { error: OWN_DATA_MESSAGES.confirmationRequired })
      .refine((value) => value === DELETE_CONFIRMATION_WORD, { error: OWN_DATA_MESSAGES.confirmationWrong }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? REGISTER_MESSAGES.unknownField : undefined) },
);

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccountPayload = z.output<typeof deleteAccountSchema>;
