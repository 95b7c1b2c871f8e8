import { appPaths } from '@aula/domain';
import {
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountInput,
  type DeleteAccountPayload,
  deleteAccountSchema,
} from '@aula/forms';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  PasswordInput,
} from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { translatedResolver } from '../../i18n/form-messages';
import { logout } from '../../session';
import { ErrorCode } from '../../shell/error-code';
import { OWN_DATA_TEXTS, ownDataFailure } from './own-data-errors';
import { useDeleteAccount } from './queries';

/**
 * 'Eliminar mi cuenta' (decision 134): the password and the word ELIMINAR. A refusal is shown in the dialog
 * with what was typed kept; on success the browser's session is cleared and the goodbye page opens.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; error?: unknown } | null>(null);
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput, unknown, DeleteAccountPayload>({
    resolver: translatedResolver(zodResolver(deleteAccountSchema)),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      setFailure({ message: ownDataFailure(error, OWN_DATA_TEXTS.deleteFailed), error });
      return;
    }
    logout();
    // A goodbye with the way to the login.
    navigate(appPaths.accountDeleted, { replace: true });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Eliminar mi cuenta</DialogTitle>
          <DialogDescription>
            No se puede deshacer. Si quieres conservar una copia de tus datos, descárgalos antes.
          </DialogDescription>
        </DialogHeader>
        {failure && (
          <Alert variant="danger" role="alert">
            <p>{failure.message}</p>
            <ErrorCode error={failure.error} />
          </Alert>
        )}
        {/* noValidate: the schema's Spanish messages, never the browser's own bubbles. */}
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
            <Field label="Tu contraseña" error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" aria-required="true" {...register('password')} />
            </Field>
            <Field
              label={`Escribe ${DELETE_CONFIRMATION_WORD} para confirmar`}
              error={errors.confirmation?.message}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required="true"
                {...register('confirmation')}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                {isSubmitting ? 'Eliminando...' : 'Eliminar mi cuenta'}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
