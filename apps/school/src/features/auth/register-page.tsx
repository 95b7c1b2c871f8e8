import { appPaths } from '@aula/domain';
import {
  firstIssueMessage,
  REGISTER_LIMITS,
  type RegisterValues,
  registerSchema,
  registrationErrors,
  type SelfRegistrationRole,
} from '@aula/forms';
import { Alert, Button, Field, Input, PasswordInput } from '@aula/ui';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '../../api/auth';
import { formMessage } from '../../i18n/form-messages';
import { usePageTitle } from '../../page-title';
import { ErrorCode } from '../../shell/error-code';
import { registrationFailure } from './auth-errors';
import { AuthCard, AuthLayout } from './auth-layout';
import { useReturnPath, withReturnPath } from './return-path';

type RegisterFormValues = RegisterValues & { role: SelfRegistrationRole };

const EMPTY: RegisterFormValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  role: 'STUDENT',
  password: '',
  passwordConfirm: '',
};

/**
 * Spec, "Validation rules": only the first failing rule, in the spec's order, is reported, so react-hook-form
 * marks and focuses exactly that field.
 */
const firstErrorResolver: Resolver<RegisterFormValues> = async (values) => {
  const first = registrationErrors(values)[0];
  if (!first) return { values, errors: {} };
  return { values: {}, errors: { [first.field]: { type: 'validate', message: formMessage(first.message) } } };
};

const ROLE_OPTIONS: { value: SelfRegistrationRole; label: string; description: string }[] = [
  { value: 'STUDENT', label: 'Alumno', description: 'Me inscribo en cursos y hago actividades.' },
  { value: 'TEACHER', label: 'Profesor', description: 'Creo cursos y evalúo a mis estudiantes.' },
];

export function RegisterPage() {
  usePageTitle('Registro');
  const next = useReturnPath();
  const [serverError, setServerError] = useState<string | null>(null);
  // The call behind serverError, for its 'Código de error' when the server failed.
  const [failedCall, setFailedCall] = useState<unknown>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returningToForm = useRef(false);
  const alertId = useId();
  const roleHintId = useId();

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: firstErrorResolver,
    defaultValues: EMPTY,
    // The message changes only on the next submit, not while the person is still correcting the field.
    reValidateMode: 'onSubmit',
  });

  const fieldError = Object.values(errors).find((error) => error?.message)?.message;
  const message = fieldError ?? serverError;

  useEffect(() => {
    if (serverError) alertRef.current?.focus();
  }, [serverError]);

  useEffect(() => {
    if (confirmation !== null) headingRef.current?.focus();
    else if (returningToForm.current) {
      returningToForm.current = false;
      setFocus('name');
    }
  }, [confirmation, setFocus]);

  const onSubmit = handleSubmit(async ({ role, ...values }) => {
    setServerError(null);
    setFailedCall(null);
    // Trims the names and lowercases the e-mail exactly as the server's copy of the schema does.
    const parsed = registerSchema.safeParse({ ...values, roles: [role] });
    if (!parsed.success) {
      setServerError(firstIssueMessage(parsed.error));
      return;
    }
    try {
      const answer = await api.auth.register(next ? { ...parsed.data, next } : parsed.data);
      reset(EMPTY);
      setConfirmation(answer.message);
    } catch (error) {
      // Nothing typed is lost: the form keeps its values.
      setServerError(registrationFailure(error));
      setFailedCall(error);
    }
  });

  // The 'Cerrar' button disappears with the message: focus goes back to the field it was about.
  function dismissMessage() {
    const field = (Object.keys(errors) as (keyof RegisterFormValues)[])[0] ?? 'name';
    setServerError(null);
    clearErrors();
    setFocus(field);
  }

  /** Props that tie a control to the one message when that message is about it. */
  function invalidProps(field: keyof RegisterFormValues) {
    return errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': alertId }
      : { 'aria-invalid': undefined };
  }

  if (confirmation !== null) {
    return (
      <AuthLayout
        headerLink={{
          to: withReturnPath(appPaths.login, next),
          label: 'Iniciar sesión',
          lead: '¿Ya tienes cuenta?',
        }}
      >
        <AuthCard title="¡Registro completado!" headingRef={headingRef}>
          <Alert variant="success" title="Revisa tu correo electrónico">
            {confirmation}
          </Alert>
          <p className="text-muted-foreground text-sm">
            Abre el enlace de verificación que te hemos enviado para activar tu cuenta. Si no lo encuentras,
            revisa la carpeta de spam.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild className="grow basis-0">
              <Link to={withReturnPath(appPaths.login, next)}>Ir al inicio de sesión</Link>
            </Button>
            <Button
              type="button"
              variant="outline"
              className="grow basis-0"
              onClick={() => {
                returningToForm.current = true;
                setConfirmation(null);
              }}
            >
              Registrar otro usuario
            </Button>
          </div>
        </AuthCard>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      headerLink={{
        to: withReturnPath(appPaths.login, next),
        label: 'Iniciar sesión',
        lead: '¿Ya tienes cuenta?',
      }}
    >
      <AuthCard
        title="Crear una cuenta"
        description={
          <>
            Los campos marcados con <span aria-hidden="true">*</span>
            <span className="sr-only">asterisco</span> son obligatorios.
          </>
        }
      >
        {message && (
          <Alert
            ref={alertRef}
            id={alertId}
            tabIndex={-1}
            variant="danger"
            onDismiss={dismissMessage}
            className="outline-none"
          >
            <p>{message}</p>
            {fieldError ? null : <ErrorCode error={failedCall} />}
          </Alert>
        )}

        {/* noValidate: the spec's Spanish messages, never the browser's own bubbles. */}
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <RequiredText
                label="Nombre"
                autoComplete="given-name"
                maxLength={REGISTER_LIMITS.nameMax}
                {...invalidProps('name')}
                {...register('name')}
              />
              <RequiredText
                label="Apellido"
                autoComplete="family-name"
                maxLength={REGISTER_LIMITS.surnameMax}
                {...invalidProps('surname')}
                {...register('surname')}
              />
            </div>
            <RequiredText
              label="Nombre de usuario"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={REGISTER_LIMITS.usernameMax}
              {...invalidProps('username')}
              {...register('username')}
            />
            <RequiredText
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              spellCheck={false}
              {...invalidProps('email')}
              {...register('email')}
            />

            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-2 font-medium text-sm">Tipo de cuenta</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {ROLE_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className="flex cursor-pointer items-start gap-3 rounded-md border border-input p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring has-disabled:cursor-not-allowed has-disabled:opacity-60"
                  >
                    <input
                      type="radio"
                      value={option.value}
                      aria-describedby={`${roleHintId}-${option.value}`}
                      className="mt-0.5 size-4 accent-primary outline-none"
                      {...register('role')}
                    />
                    <span className="grid gap-1">
                      <span className="font-medium text-sm leading-none">{option.label}</span>
                      <span id={`${roleHintId}-${option.value}`} className="text-muted-foreground text-xs">
                        {option.description}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <RequiredPassword
              label="Contraseña"
              autoComplete="new-password"
              {...invalidProps('password')}
              {...register('password')}
            />
            <RequiredPassword
              label="Confirmar contraseña"
              autoComplete="new-password"
              showLabel="Mostrar la confirmación de la contraseña"
              hideLabel="Ocultar la confirmación de la contraseña"
              {...invalidProps('passwordConfirm')}
              {...register('passwordConfirm')}
            />

            <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
              {isSubmitting ? 'Registrando...' : 'Registrarse'}
            </Button>
          </fieldset>
        </form>
      </AuthCard>
    </AuthLayout>
  );
}

/*
 * The visible label carries the `*`; the control's accessible name is the bare label (aria-label) and
 * `aria-required` says it is required, so a screen reader hears "Nombre, obligatorio" once rather than
 * "Nombre (obligatorio), obligatorio", and tests can find each control by its exact name.
 */
function RequiredText({ label, ...props }: ComponentProps<'input'> & { label: string }) {
  return (
    <Field label={label} required>
      <Input aria-label={label} {...props} />
    </Field>
  );
}

function RequiredPassword({ label, ...props }: ComponentProps<typeof PasswordInput> & { label: string }) {
  return (
    <Field label={label} required>
      <PasswordInput aria-label={label} {...props} />
    </Field>
  );
}
