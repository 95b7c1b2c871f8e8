import type { TeacherMaterial } from '@aula/api-client';
import { youtubeVideoId } from '@aula/forms';
import { Button } from '@aula/ui';
import { MaterialViewer } from '@aula/ui/material-viewer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { api } from '../../../api/teacher';
import { useNotify } from '../../../notifications';
import { useSession } from '../../../session';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import {
  ConfirmDeleteDialog,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  MaterialForm,
} from '../dialogs';
import { teacherKeys, teacherQueries, useDownloadMaterial } from '../queries';
import { TEACHER_TEXTS, withReason } from '../teacher-errors';
import { useCloseAfter } from '../use-close-after';
import { materialIssues } from '../validation';
import type { DeleteStatus } from './confirm-delete-dialog/confirm-delete-dialog';
import type { MaterialFormValues } from './material-form/material-form';

const validateEdit = materialIssues('edit');

/** Material del Curso: each material with its video or download, and 'Modificar' / 'Eliminar'. */
export function CourseMaterials({ courseId }: { courseId: number }) {
  const materials = useQuery(teacherQueries.materials(courseId));
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: teacherKeys.materials(courseId) });
  const [editing, setEditing] = useState<TeacherMaterial | null>(null);
  const [deleting, setDeleting] = useState<TeacherMaterial | null>(null);
  const downloadMaterial = useDownloadMaterial(courseId);
  const downloadingId = downloadMaterial.isPending ? downloadMaterial.variables.id : null;
  const showToast = useNotify();

  function download(material: TeacherMaterial) {
    const { filename } = material;
    if (!filename) return;
    downloadMaterial.mutate(
      { ...material, filename },
      { onError: (error) => showToast({ variant: 'danger', title: TEACHER_TEXTS.downloadFailed, error }) },
    );
  }

  if (materials.data === undefined)
    return (
      <QueryState
        query={materials}
        loading="Cargando materiales..."
        failure={() => TEACHER_TEXTS.materialsLoadFailed}
        spinner={SECTION_SPINNER}
      />
    );

  return (
    <>
      {materials.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          {TEACHER_TEXTS.noMaterials}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {materials.data.map((material) => (
            <li key={material.id}>
              <MaterialViewer
                title={material.title}
                videoId={material.youtubeLink ? youtubeVideoId(material.youtubeLink) : null}
                hasFile={material.hasFile}
                fileName={material.originalName}
                downloading={downloadingId === material.id}
                onDownload={() => download(material)}
                actions={
                  <>
                    <Button type="button" size="sm" variant="outline" onClick={() => setEditing(material)}>
                      <PencilIcon aria-hidden="true" />
                      Modificar
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant={null}
                      className="border border-input bg-background text-danger hover:bg-muted"
                      onClick={() => setDeleting(material)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Eliminar
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <EditMaterialDialog
          key={editing.id}
          material={editing}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      ) : null}
      {deleting ? (
        <DeleteMaterialDialog
          key={deleting.id}
          material={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={changed}
        />
      ) : null}
    </>
  );
}

/** 'Modificar Material': prefilled title and link, whether a file exists; closes 1.5 s after saving. */
function EditMaterialDialog({
  material,
  onClose,
  onSaved,
}: {
  material: TeacherMaterial;
  onClose: () => void;
  onSaved: () => void;
}) {
  const session = useSession();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const finish = useCallback(() => {
    onClose();
    onSaved();
  }, [onClose, onSaved]);
  useCloseAfter(saved, finish);

  async function save(values: MaterialFormValues) {
    const username = session?.user?.username;
    if (!username) {
      setError(TEACHER_TEXTS.noUser);
      return;
    }
    setSaving(true);
    setProgress(values.file ? 0 : null);
    setError(null);
    try {
      await api.teacher.updateMaterial(material.id, username, values, { onProgress: setProgress });
      setSaved(true);
    } catch (failure) {
      setError(withReason(TEACHER_TEXTS.materialUpdateFailed, failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Modificar Material</DialogTitle>
        </DialogHeader>
        <MaterialForm
          mode="edit"
          defaultValues={{ title: material.title, youtubeLink: material.youtubeLink ?? '' }}
          hasFile={material.hasFile}
          currentFileName={material.originalName}
          validate={validateEdit}
          onSubmit={save}
          submitting={saving}
          progress={progress}
          error={error}
          success={saved ? TEACHER_TEXTS.materialUpdated : null}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Confirmar eliminación': 'Eliminando...', then the result; closes 1.5 s after success. */
function DeleteMaterialDialog({
  material,
  onClose,
  onDeleted,
}: {
  material: TeacherMaterial;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const session = useSession();
  const [status, setStatus] = useState<DeleteStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const finish = useCallback(() => {
    onClose();
    onDeleted();
  }, [onClose, onDeleted]);
  useCloseAfter(status === 'done', finish);

  async function remove() {
    if (!session?.user) {
      setStatus('error');
      setMessage(TEACHER_TEXTS.noUser);
      return;
    }
    setStatus('deleting');
    try {
      await api.teacher.deleteMaterial(material.id);
      setStatus('done');
      setMessage(TEACHER_TEXTS.materialDeleted);
    } catch {
      setStatus('error');
      setMessage(TEACHER_TEXTS.materialDeleteFailed);
    }
  }

  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={(open) => !open && (status === 'done' ? finish() : onClose())}
      onConfirm={remove}
      itemName={material.title}
      status={status}
      message={message}
    />
  );
}
