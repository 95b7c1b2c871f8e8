import { z } from 'zod';
import { localeSchema } from './locale';
import { hasNul, normalizedText, PLAIN_EMAIL, TEXT_MESSAGES } from './text';

/** Exact Spanish texts of spec section 5 (registration), in the order the spec checks them. */
export const REGISTER_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  surnameRequired: 'El apellido es obligatorio',
  usernameRequired: 'El nombre de usuario es obligatorio',
  emailRequired: 'El correo electrónico es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  passwordConfirmRequired: 'Debes confirmar la contraseña',
  emailFormat: 'El formato del correo electrónico no es válido',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  surnameMin: 'El apellido debe tener al menos 2 caracteres',
  usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMismatch: 'Las contraseñas no coinciden',
  // The spec gives the maximum lengths (input limits) but no texts; these are ours.
  nameMax: 'El nombre no puede superar los 50 caracteres',
  surnameMax: 'El apellido no puede superar los 50 caracteres',
  usernameMax: 'El nombre de usuario no puede superar los 30 caracteres',
  passwordMax: 'La contraseña no puede superar los 1024 caracteres',
  // Ours, checked after every rule of the spec so its order stays as it is.
  usernameCharacters:
    'El nombre de usuario solo puede contener letras sin tildes, números, puntos, guiones y guiones bajos',
  emailPlain: 'Escribe solo la dirección de correo electrónico, por ejemplo nombre@dominio.com',
  emailMax: 'El correo electrónico no puede superar los 254 caracteres',
  nulCharacter: TEXT_MESSAGES.nulCharacter,
  // Checked by the server only, after every rule above (its list is too big for the registration page).
  passwordCommon: 'La contraseña es demasiado común. Elige otra.',
  roleInvalid: 'Rol no permitido.',
  unknownField: TEXT_MESSAGES.unknownField,
} as const;

export const LOGIN_MESSAGES = {
  usernameRequired: 'El nombre de usuario es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  rememberInvalid: "'No cerrar sesión' debe ser verdadero o falso.",
} as const;

export const REGISTER_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  surnameMin: 2,
  surnameMax: 50,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  // Long passphrases are kept whole (argon2 has no length limit, unlike bcrypt's 72 bytes); the cap only
  // bounds the size of what each request hands to the hash.
  passwordMax: 1024,
  emailMax: 254,
} as const;

/** Roles a person may choose when registering. ADMIN is never among them. */
export const SELF_REGISTRATION_ROLES = ['STUDENT', 'TEACHER'] as const;
export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number];

/** "text, @, text, dot, text, no spaces" (spec section 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Ours: usernames in a restricted alphabet, so that no two differ only by a look-alike letter, a
 * zero-width or a direction mark; uniqueness ignores case (the database folds it).
 */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export interface RegisterValues {
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

type Field = keyof RegisterValues;
type Rule = { field: Field; fails: (v: RegisterValues) => boolean; message: string };

const M = REGISTER_MESSAGES;
const L = REGISTER_LIMITS;
const blank = (s: string) => s.trim() === '';

/** The spec's rules in its order: every "required" first, then format, minimums, the match, then maximums. */
const REGISTER_RULES: Rule[] = [
  { field: 'name', fails: (v) => blank(v.name), message: M.nameRequired },
  { field: 'surname', fails: (v) => blank(v.surname), message: M.surnameRequired },
  { field: 'username', fails: (v) => blank(v.username), message: M.usernameRequired },
  { field: 'email', fails: (v) => blank(v.email), message: M.emailRequired },
  { field: 'password', fails: (v) => v.password === '', message: M.passwordRequired },
  { field: 'passwordConfirm', fails: (v) => v.passwordConfirm === '', message: M.passwordConfirmRequired },
  { field: 'email', fails: (v) => !EMAIL_PATTERN.test(v.email.trim()), message: M.emailFormat },
  { field: 'name', fails: (v) => v.name.trim().length < L.nameMin, message: M.nameMin },
  { field: 'surname', fails: (v) => v.surname.trim().length < L.surnameMin, message: M.surnameMin },
  { field: 'username', fails: (v) => v.username.trim().length < L.usernameMin, message: M.usernameMin },
  { field: 'password', fails: (v) => v.password.length < L.passwordMin, message: M.passwordMin },
  { field: 'passwordConfirm', fails: (v) => v.password !== v.passwordConfirm, message: M.passwordMismatch },
  { field: 'name', fails: (v) => v.name.trim().length > L.nameMax, message: M.nameMax },
  { field: 'surname', fails: (v) => v.surname.trim().length > L.surnameMax, message: M.surnameMax },
  { field: 'username', fails: (v) => v.username.trim().length > L.usernameMax, message: M.usernameMax },
  { field: 'password', fails: (v) => v.password.length > L.passwordMax, message: M.passwordMax },
  { field: 'name', fails: (v) => hasNul(v.name), message: M.nulCharacter },
  { field: 'surname', fails: (v) => hasNul(v.surname), message: M.nulCharacter },
  {
    field: 'username',
    fails: (v) => !USERNAME_PATTERN.test(normalizedText(v.username)),
    message: M.usernameCharacters,
  },
  {
    field: 'email',
    fails: (v) => !PLAIN_EMAIL.test(normalizedText(v.email)),
    message: M.emailPlain,
  },
  { field: 'email', fails: (v) => normalizedText(v.email).length > L.emailMax, message: M.emailMax },
  { field: 'password', fails: (v) => hasNul(v.password), message: M.nulCharacter },
];

/** Every failing rule, in the spec's order (a field may fail more than one). */
export function registrationErrors(values: RegisterValues): { field: Field; message: string }[] {
  return REGISTER_RULES.filter((rule) => rule.fails(values)).map(({ field, message }) => ({
    field,
    message,
  }));
}

/** The registration's rules of some fields only (a profile edit, a new e-mail), in the spec's order. */
export function registrationFieldErrors<F extends Field>(
  values: Pick<RegisterValues, F>,
  fields: readonly F[],
): { field: F; message: string }[] {
  const asRegistration = {
    name: '',
    surname: '',
    username: '',
    email: '',
    password: '',
    passwordConfirm: '',
    ...values,
  };
  return REGISTER_RULES.filter((rule) => (fields as readonly Field[]).includes(rule.field))
    .filter((rule) => rule.fails(asRegistration))
    .map(({ field, message }) => ({ field: field as F, message }));
}

/** The one message the registration page shows: the first failing rule, or null when the form is valid. */
export function firstRegistrationError(values: RegisterValues): string | null {
  return registrationErrors(values)[0]?.message ?? null;
}

// A missing or non-text value counts as empty, so it gets the spec's "required" message rather than a type error.
const text = () => z.string().catch('');

export const registerSchema = z
  .strictObject(
    {
      name: text(),
      surname: text(),
      username: text(),
      email: text(),
      roles: z
        .array(z.enum(SELF_REGISTRATION_ROLES, { error: M.roleInvalid }), { error: M.roleInvalid })
        .length(1, { error: M.roleInvalid })
        .default(['STUDENT']),
      password: text(),
      passwordConfirm: text(),
      /**
       * Where to go once verified and signed in (a course's 'Inscribirse', decision 143). Not the spec's
       * payload: optional, and the server keeps it only if it is a path of this site (safeReturnPath).
       */
      next: z.string().max(300).optional(),
      /** The language the page was read in: the account starts in it, and so does its verification e-mail. */
      locale: localeSchema.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined) },
  )
  .superRefine((values, ctx) => {
    for (const { field, message } of registrationErrors(values)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((values) => ({
    ...values,
    name: normalizedText(values.name),
    surname: normalizedText(values.surname),
    username: normalizedText(values.username),
    email: normalizedText(values.email).toLowerCase(),
  }));

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const loginSchema = z.strictObject(
  {
    username: z
      .string({ error: LOGIN_MESSAGES.usernameRequired })
      .trim()
      .min(1, { error: LOGIN_MESSAGES.usernameRequired })
      .max(L.usernameMax, { error: REGISTER_MESSAGES.usernameMax })
      .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
    password: z
      .string({ error: LOGIN_MESSAGES.passwordRequired })
      .min(1, { error: LOGIN_MESSAGES.passwordRequired })
      .max(L.passwordMax, { error: REGISTER_MESSAGES.passwordMax })
      .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
    // Ours, 'No cerrar sesión' (decision 131): the spec's two-field login is a session that is not kept.
    remember: z.boolean({ error: LOGIN_MESSAGES.rememberInvalid }).optional().default(false),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined) },
);

export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

/** Password recovery (decision 130): our texts, in the tone of spec section 5. */
export const RECOVERY_MESSAGES = {
  loginRequired: 'Escribe tu nombre de usuario o tu correo electrónico',
  loginMax: 'El nombre de usuario o el correo electrónico no puede superar los 254 caracteres',
  // The same answer whether the account exists or not.
  linkSent:
    'Si existe una cuenta con ese nombre de usuario o correo electrónico, te hemos enviado un enlace para restablecer la contraseña. Revisa tu correo electrónico.',
  passwordChanged:
    'Tu contraseña se ha cambiado. Hemos cerrado todas las sesiones abiertas de tu cuenta: inicia sesión con la nueva contraseña.',
  linkInvalid: 'El enlace para restablecer la contraseña no es válido o ya se ha usado. Pide uno nuevo.',
  linkExpired: 'El enlace para restablecer la contraseña ha caducado. Pide uno nuevo.',
} as const;

/** Username or e-mail of the account to recover; which one it is, the server tells by the '@'. */
export const forgotPasswordSchema = z.strictObject(
  {
    login: z
      .string({ error: RECOVERY_MESSAGES.loginRequired })
      .trim()
      .min(1, { error: RECOVERY_MESSAGES.loginRequired })
      .max(L.emailMax, { error: RECOVERY_MESSAGES.loginMax })
      .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined) },
);

export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

/** The registration's rules for the two password fields, in the same order and with the same messages. */
export function newPasswordErrors(
  values: NewPasswordValues,
): { field: keyof NewPasswordValues; message: string }[] {
  const asRegistration = { name: '', surname: '', username: '', email: '', ...values };
  return REGISTER_RULES.filter((rule) => rule.field === 'password' || rule.field === 'passwordConfirm')
    .filter((rule) => rule.fails(asRegistration))
    .map(({ field, message }) => ({ field: field as keyof NewPasswordValues, message }));
}

export const resetPasswordSchema = z
  .strictObject(
    {
      // A missing, odd or overlong token is no token: the server answers that the link is not valid.
      token: z.string().max(200).catch(''),
      password: text(),
      passwordConfirm: text(),
      /**
       * Where to go once verified and signed in (a course's 'Inscribirse', decision 143). Not the spec's
       * payload: optional, and the server keeps it only if it is a path of this site (safeReturnPath).
       */
      next: z.string().max(300).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined) },
  )
  .superRefine((values, ctx) => {
    for (const { field, message } of newPasswordErrors(values)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;

/** The first Spanish message of a failed parse, for a single alert or a 400 body. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Los datos enviados no son válidos.';
}
