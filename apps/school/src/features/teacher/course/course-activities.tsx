import type { TeacherActivity } from '@aula/api-client';
import { Alert, Spinner } from '@aula/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../../notifications';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import { SchoolTimeNote } from '../../../shell/school-time-note';
import { toLocalInput } from '../dates';
import {
  ActivityForm,
  ConfirmDeleteDialog,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../dialogs';
import { teacherKeys, teacherQueries } from '../queries';
import { draftsFromQuestions } from '../question-editor/question-drafts';
import { activityDeleteToast, activitySaveToast, TEACHER_TEXTS } from '../teacher-errors';
import { useMediaUrls, useTestMedia } from '../test-media';
import { type ActivityQuestionsState, TeacherActivityCard } from './activity-card/activity-card';
import type { ActivityFormValues } from './activity-form/activity-form';
import { useDeleteActivity, useUpdateActivity } from './course-dialogs-api';

/**
 * Actividades del Curso: the counter, the cards (a test's questions loaded on the first 'Ver más' and kept),
 * and the edit and delete dialogs with the toasts of the spec's "Error catalogue".
 */
export function CourseActivities({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const activities = useQuery(teacherQueries.activities(courseId));
  const timeZone = useSchoolTimeZone();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<TeacherActivity | null>(null);
  const [deleting, setDeleting] = useState<TeacherActivity | null>(null);
  const queryClient = useQueryClient();
  const showToast = useNotify();
  const { urlOf } = useMediaUrls();

  function toggle(activity: TeacherActivity) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(activity.id)) next.delete(activity.id);
      else next.add(activity.id);
      return next;
    });
  }

  function deleted(activity: TeacherActivity) {
    // Spec, "States and transitions": remove from the list, drop cached questions, collapse the card, success
    // toast.
    queryClient.removeQueries({ queryKey: teacherKeys.testQuestions(courseId, activity.id) });
    setExpanded((current) => {
      const next = new Set(current);
      next.delete(activity.id);
      return next;
    });
    showToast({ variant: 'success', title: TEACHER_TEXTS.activityDeleted });
  }

  if (activities.data === undefined)
    return (
      <QueryState
        query={activities}
        loading={t`Cargando actividades...`}
        failure={() => TEACHER_TEXTS.activitiesLoadFailed}
        spinner={SECTION_SPINNER}
      />
    );

  const list = activities.data;
  return (
    <>
      <p className="text-muted-foreground text-sm" data-testid="activity-count">
        {t`${plural(list.length, { one: '# actividad', other: '# actividades' })}`}
      </p>
      {list.length > 0 ? <SchoolTimeNote /> : null}
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          {TEACHER_TEXTS.noActivities}
        </p>
      ) : (
        <ul className="grid gap-4">
          {list.map((activity) => (
            <li key={activity.id}>
              <ActivityItem
                activity={activity}
                expanded={expanded.has(activity.id)}
                onToggle={() => toggle(activity)}
                mediaUrl={(file) => urlOf(activity.id, file)}
                onEdit={() => setEditing(activity)}
                onDelete={() => setDeleting(activity)}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <EditActivityDialog
          key={editing.id}
          activity={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            showToast({ variant: 'success', title: TEACHER_TEXTS.activityUpdated });
            setEditing(null);
          }}
          onFailed={(error) => showToast({ ...activitySaveToast(error), error })}
        />
      ) : null}
      {deleting ? (
        <DeleteActivityDialog
          key={deleting.id}
          activity={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            deleted(deleting);
          }}
          onFailed={(error) => {
            setDeleting(null);
            showToast({ ...activityDeleteToast(error), error });
          }}
        />
      ) : null}
    </>
  );
}

/** One activity's card: a test's questions are read when it first opens, and kept. */
function ActivityItem({
  activity,
  expanded,
  ...props
}: Omit<Parameters<typeof TeacherActivityCard>[0], 'questions' | 'activity'> & {
  activity: TeacherActivity;
}) {
  const questions = useQuery({
    ...teacherQueries.testQuestions(activity.courseId, activity.id),
    enabled: expanded && activity.type === 'TEST',
  });
  // A failed load is asked again on the next opening, and shows as loading meanwhile.
  const state: ActivityQuestionsState | undefined = questions.data
    ? { status: 'loaded', questions: questions.data }
    : questions.isFetching
      ? { status: 'loading' }
      : questions.isError
        ? { status: 'error', message: TEACHER_TEXTS.questionsLoadFailed }
        : undefined;
  return <TeacherActivityCard activity={activity} expanded={expanded} questions={state} {...props} />;
}

function EditActivityDialog({
  activity,
  onClose,
  onSaved,
  onFailed,
}: {
  activity: TeacherActivity;
  onClose: () => void;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}) {
  // A test is edited with its questions: the ones its card read, or read now. The form takes them once, as
  // its default values.
  const isTest = activity.type === 'TEST';
  const loaded = useQuery({
    ...teacherQueries.testQuestions(activity.courseId, activity.id),
    enabled: isTest,
  });
  const { t } = useLingui();
  const update = useUpdateActivity(activity);
  const media = useTestMedia(activity.courseId, activity.id);
  const timeZone = useSchoolTimeZone();
  const saving = update.isPending;

  function save(values: ActivityFormValues) {
    update.mutate(values, { onSuccess: onSaved, onError: onFailed });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t`Editar actividad`}</DialogTitle>
        </DialogHeader>
        {isTest && loaded.isPending ? (
          <Spinner label={t`Cargando preguntas...`} align="start" />
        ) : isTest && loaded.isError ? (
          <Alert variant="danger">{TEACHER_TEXTS.questionsLoadFailed}</Alert>
        ) : (
          <ActivityForm
            mode="edit"
            media={media}
            defaultValues={{
              type: activity.type,
              title: activity.title,
              description: activity.description,
              dueDate: toLocalInput(activity.dueDate, timeZone),
              allowLateAttempts: activity.allowLateAttempts,
              questions: draftsFromQuestions(loaded.data ?? []),
            }}
            onSubmit={save}
            submitting={saving}
            error={update.isError ? TEACHER_TEXTS.editFormFailed : null}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeleteActivityDialog({
  activity,
  onClose,
  onDeleted,
  onFailed,
}: {
  activity: TeacherActivity;
  onClose: () => void;
  onDeleted: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteActivity(activity.courseId);
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => remove.mutate(activity.id, { onSuccess: onDeleted, onError: onFailed })}
      itemName={activity.title}
      status={remove.isPending ? 'deleting' : 'idle'}
      warning={
        activity.type === 'TEST'
          ? t`Es un test: también se eliminarán todas sus preguntas y opciones.`
          : undefined
      }
    />
  );
}
