import type { TeacherMaterial } from '@aula/api-client';
import { youtubeVideoId } from '@aula/forms';
import { Button } from '@aula/ui';
import { MaterialViewer } from '@aula/ui/material-viewer';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { teacherQueries, useDownloadMaterial } from '../queries';
import { TEACHER_TEXTS, withReason } from '../teacher-errors';
import { useCloseAfter } from '../use-close-after';
import type { DeleteStatus } from './confirm-delete-dialog/confirm-delete-dialog';
import { useDeleteMaterial, useUpdateMaterial } from './course-dialogs-api';
import type { MaterialFormValues } from './material-form/material-form';

/** Material del Curso: each material with its video or download, and 'Modificar' / 'Eliminar'. */
export function CourseMaterials({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const materials = useQuery(teacherQueries.materials(courseId));
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
        loading={t`Cargando materiales...`}
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
                      {t`Modificar`}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant={null}
                      className="border border-input bg-background text-danger hover:bg-muted"
                      onClick={() => setDeleting(material)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      {t`Eliminar`}
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
          courseId={courseId}
          material={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteMaterialDialog
          key={deleting.id}
          courseId={courseId}
          material={deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

/** 'Modificar Material': prefilled title and link, whether a file exists; closes 1.5 s after saving. */
function EditMaterialDialog({
  courseId,
  material,
  onClose,
}: {
  courseId: number;
  material: TeacherMaterial;
  onClose: () => void;
}) {
  const session = useSession();
  const { t } = useLingui();
  const update = useUpdateMaterial(courseId, material.id);
  const [progress, setProgress] = useState<number | null>(null);
  const [noUser, setNoUser] = useState(false);
  useCloseAfter(update.isSuccess, onClose);

  function save(values: MaterialFormValues) {
    const teacherUsername = session?.user?.username;
    setNoUser(!teacherUsername);
    if (!teacherUsername) return;
    setProgress(values.file ? 0 : null);
    update.mutate({ values, teacherUsername, onProgress: setProgress });
  }
  const saving = update.isPending;
  const error = noUser
    ? TEACHER_TEXTS.noUser
    : update.isError
      ? withReason(TEACHER_TEXTS.materialUpdateFailed, update.error)
      : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t`Modificar Material`}</DialogTitle>
        </DialogHeader>
        <MaterialForm
          mode="edit"
          defaultValues={{ title: material.title, youtubeLink: material.youtubeLink ?? '' }}
          hasFile={material.hasFile}
          currentFileName={material.originalName}
          onSubmit={save}
          submitting={saving}
          progress={progress}
          error={error}
          success={update.isSuccess ? TEACHER_TEXTS.materialUpdated : null}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Confirmar eliminación': 'Eliminando...', then the result; closes 1.5 s after success. */
function DeleteMaterialDialog({
  courseId,
  material,
  onClose,
}: {
  courseId: number;
  material: TeacherMaterial;
  onClose: () => void;
}) {
  const session = useSession();
  const remove = useDeleteMaterial(courseId);
  const [noUser, setNoUser] = useState(false);
  useCloseAfter(remove.isSuccess, onClose);

  function confirm() {
    setNoUser(!session?.user);
    if (session?.user) remove.mutate(material.id);
  }
  const status: DeleteStatus = remove.isPending
    ? 'deleting'
    : remove.isSuccess
      ? 'done'
      : noUser || remove.isError
        ? 'error'
        : 'idle';
  const message = remove.isSuccess
    ? TEACHER_TEXTS.materialDeleted
    : noUser
      ? TEACHER_TEXTS.noUser
      : remove.isError
        ? TEACHER_TEXTS.materialDeleteFailed
        : null;

  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onConfirm={confirm}
      itemName={material.title}
      status={status}
      message={message}
    />
  );
}
