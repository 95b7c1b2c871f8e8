import { MATERIAL_ACCEPT } from '@aula/forms';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNotify } from '../../../notifications';
import {
  ActivityForm,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  MaterialForm,
} from '../dialogs';
import { TEACHER_TEXTS, withReason } from '../teacher-errors';
import { useTestMedia } from '../test-media';
import type { ActivityFormValues } from './activity-form/activity-form';
import { useAddMaterial, useCreateActivity } from './course-dialogs-api';
import type { MaterialFormValues } from './material-form/material-form';

/*
 * The course page's 'Añadir Material' and 'Nueva Actividad' dialogs, downloaded when one is opened
 * (course-page.tsx): their checks, payloads and test media are not needed before.
 */

export function AddMaterialDialog({
  courseId,
  onClose,
  onAdded,
}: {
  courseId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useLingui();
  const addMaterial = useAddMaterial(courseId);
  const [progress, setProgress] = useState<number | null>(null);
  const showToast = useNotify();

  function upload(values: MaterialFormValues) {
    setProgress(values.file ? 0 : null);
    addMaterial.mutate(
      { values, onProgress: setProgress },
      {
        onSuccess: () => {
          showToast({ variant: 'success', title: TEACHER_TEXTS.materialUploaded });
          onAdded();
        },
      },
    );
  }
  // Succeeded, the dialog is closing: it stays busy until it has gone.
  const saving = addMaterial.isPending || addMaterial.isSuccess;

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>{t`Añadir Material`}</DialogTitle>
          <DialogDescription>{t`Sube un archivo, añade un vídeo de YouTube o ambos.`}</DialogDescription>
        </DialogHeader>
        <MaterialForm
          mode="add"
          accept={MATERIAL_ACCEPT}
          onSubmit={upload}
          submitting={saving}
          progress={progress}
          error={
            addMaterial.isError ? withReason(TEACHER_TEXTS.materialUploadFailed, addMaterial.error) : null
          }
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

export function NewActivityDialog({
  courseId,
  onClose,
  onCreated,
}: {
  courseId: number;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useLingui();
  const createActivity = useCreateActivity(courseId);
  const showToast = useNotify();
  const media = useTestMedia(courseId, null);

  function create(values: ActivityFormValues) {
    createActivity.mutate(values, {
      onSuccess: () => {
        showToast({ variant: 'success', title: TEACHER_TEXTS.activityCreated });
        onCreated();
      },
    });
  }
  // Succeeded, the dialog is closing: it stays busy until it has gone.
  const saving = createActivity.isPending || createActivity.isSuccess;
  // Spec, "Error catalogue": the create form's alert 'Error guardando la actividad' (here inside the form).
  const error = createActivity.isError
    ? withReason(TEACHER_TEXTS.createActivityFailed, createActivity.error, ': ')
    : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t`Crear Nueva Actividad`}</DialogTitle>
        </DialogHeader>
        <ActivityForm
          mode="create"
          media={media}
          onSubmit={create}
          submitting={saving}
          error={error}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
