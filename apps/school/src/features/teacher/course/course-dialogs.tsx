import { MATERIAL_ACCEPT } from '@aula/forms';
import { useState } from 'react';
import { api } from '../../../api/teacher';
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
import { activityFormIssues, activityPayload, materialIssues } from '../validation';
import type { ActivityFormValues } from './activity-form/activity-form';
import type { MaterialFormValues } from './material-form/material-form';

/*
 * The course page's 'Añadir Material' and 'Nueva Actividad' dialogs, downloaded when one is opened
 * (course-page.tsx): their checks, payloads and test media are not needed before.
 */

const validateMaterial = materialIssues('add');
const validateCreate = activityFormIssues('create');

export function AddMaterialDialog({
  courseId,
  onClose,
  onAdded,
}: {
  courseId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const showToast = useNotify();

  async function upload(values: MaterialFormValues) {
    setSaving(true);
    setProgress(values.file ? 0 : null);
    setError(null);
    try {
      await api.teacher.addMaterial(courseId, values, { onProgress: setProgress });
      showToast({ variant: 'success', title: TEACHER_TEXTS.materialUploaded });
      onAdded();
    } catch (failure) {
      setError(withReason(TEACHER_TEXTS.materialUploadFailed, failure));
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Añadir Material</DialogTitle>
          <DialogDescription>Sube un archivo, añade un vídeo de YouTube o ambos.</DialogDescription>
        </DialogHeader>
        <MaterialForm
          mode="add"
          accept={MATERIAL_ACCEPT}
          validate={validateMaterial}
          onSubmit={upload}
          submitting={saving}
          progress={progress}
          error={error}
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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showToast = useNotify();
  const media = useTestMedia(courseId, null);

  async function create(values: ActivityFormValues) {
    setSaving(true);
    setError(null);
    try {
      const payload = activityPayload(values);
      if (values.type === 'TEST') {
        await api.teacher.createTest(courseId, {
          ...payload,
          allowLateAttempts: values.allowLateAttempts === true,
          questions: payload.questions ?? [],
        });
      } else {
        await api.teacher.createActivity(courseId, {
          title: payload.title,
          description: payload.description,
          type: 'TASK',
          dueDate: payload.dueDate,
        });
      }
      showToast({ variant: 'success', title: TEACHER_TEXTS.activityCreated });
      onCreated();
    } catch (failure) {
      // Spec, "Error catalogue": the create form's alert 'Error guardando la actividad' (here inside the
      // form).
      setError(withReason(TEACHER_TEXTS.createActivityFailed, failure, ': '));
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Crear Nueva Actividad</DialogTitle>
        </DialogHeader>
        <ActivityForm
          mode="create"
          media={media}
          validate={validateCreate}
          onSubmit={create}
          submitting={saving}
          error={error}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
