import { Alert, Button } from '@aula/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OWN_DATA_TEXTS, ownDataFailure } from './own-data-errors';
import { useExportOwnData } from './queries';

// Radix's Dialog is fetched when the dialog first opens, as the teacher pages do (decision 110).
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
);

/**
 * 'Tus datos' (decision 134): the account's data as a ZIP, and the deletion of the account behind a dialog
 * that asks for the password and the word ELIMINAR.
 */
export function OwnDataSection() {
  const exportData = useExportOwnData();
  const [exportError, setExportError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const dialogWasOpen = useRef(false);

  // The dialog is unmounted when it closes, before Radix can give the focus back: the button takes it.
  useEffect(() => {
    if (deleting) dialogWasOpen.current = true;
    else if (dialogWasOpen.current) deleteButton.current?.focus();
  }, [deleting]);

  function download() {
    setExportError(null);
    exportData.mutate(undefined, {
      onError: (error) => setExportError(ownDataFailure(error, OWN_DATA_TEXTS.exportFailed)),
    });
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <h3 className="font-medium">Descargar mis datos</h3>
        <p className="text-muted-foreground text-sm">
          Un archivo ZIP con tu cuenta, tus cursos, tus entregas con sus archivos y tus notas, en formato
          JSON. Puede tardar un poco si has entregado muchos archivos.
        </p>
        {exportError && (
          <Alert variant="danger" onDismiss={() => setExportError(null)}>
            {exportError}
          </Alert>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          loading={exportData.isPending}
          onClick={download}
        >
          {exportData.isPending ? 'Preparando tus datos...' : 'Descargar mis datos'}
        </Button>
      </div>
      <div className="grid gap-3 border-t pt-6">
        <h3 className="font-medium">Eliminar mi cuenta</h3>
        <p className="text-muted-foreground text-sm">
          Se borran tu nombre, tu correo y los archivos que entregaste, y se cierran todas tus sesiones. Tus
          profesores conservan tus notas como «Estudiante eliminado». No se puede deshacer.
        </p>
        <Button
          ref={deleteButton}
          type="button"
          variant="danger"
          className="w-full sm:w-fit"
          onClick={() => setDeleting(true)}
        >
          Eliminar mi cuenta
        </Button>
        {deleting && (
          <Suspense fallback={null}>
            <DeleteAccountDialog onClose={() => setDeleting(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
