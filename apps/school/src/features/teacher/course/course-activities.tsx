import type { TeacherActivity, TeacherQuestion } from '@aula/api-client';
import { Alert, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/teacher';
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
import { activityFormIssues } from '../validation';
import {
  type ActivityCardQuestion,
  type ActivityQuestionsState,
  TeacherActivityCard,
} from './activity-card/activity-card';
import type { ActivityFormValues } from './activity-form/activity-form';
import { useDeleteActivity, useUpdateActivity } from './course-dialogs-api';

const validateEdit = activityFormIssues('edit');

/**
 * Actividades del Curso: the counter, the cards (a test's questions loaded on the first 'Ver más' and kept),
 * and the edit and delete dialogs with the toasts of the spec's "Error catalogue".
 */
export function CourseActivities({ courseId }: { courseId: number }) {
  const activities = useQuery(teacherQueries.activities(courseId));
  const timeZone = useSchoolTimeZone();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [questions, setQuestions] = useState<ReadonlyMap<number, ActivityQuestionsState>>(new Map());
  const [editing, setEditing] = useState<TeacherActivity | null>(null);
  const [deleting, setDeleting] = useState<TeacherActivity | null>(null);
  const showToast = useNotify();
  const { urlOf } = useMediaUrls();

  const cache = (id: number, state: ActivityQuestionsState | undefined) =>
    setQuestions((current) => {
      const next = new Map(current);
      if (state) next.set(id, state);
      else next.delete(id);
      return next;
    });

  async function loadQuestions(id: number): Promise<TeacherQuestion[] | undefined> {
    cache(id, { status: 'loading' });
    try {
      const test = await api.teacher.test(id);
      cache(id, { status: 'loaded', questions: test.questions });
      return test.questions;
    } catch {
      cache(id, { status: 'error', message: TEACHER_TEXTS.questionsLoadFailed });
      return undefined;
    }
  }

  function toggle(activity: TeacherActivity) {
    const open = !expanded.has(activity.id);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(activity.id);
      else next.delete(activity.id);
      return next;
    });
    // Loaded on demand, once: a failed load is tried again on the next expansion.
    const state = questions.get(activity.id);
    if (open && activity.type === 'TEST' && (!state || state.status === 'error'))
      void loadQuestions(activity.id);
  }

  function deleted(activity: TeacherActivity) {
    // Spec, "States and transitions": remove from the list, drop cached questions, collapse the card, success
    // toast.
    cache(activity.id, undefined);
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
        loading="Cargando actividades..."
        failure={() => TEACHER_TEXTS.activitiesLoadFailed}
        spinner={SECTION_SPINNER}
      />
    );

  const list = activities.data;
  return (
    <>
      <p className="text-muted-foreground text-sm" data-testid="activity-count">
        {list.length} {list.length === 1 ? 'actividad' : 'actividades'}
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
              <TeacherActivityCard
                activity={activity}
                expanded={expanded.has(activity.id)}
                onToggle={() => toggle(activity)}
                questions={questions.get(activity.id)}
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
          cached={questions.get(editing.id)}
          loadQuestions={loadQuestions}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (saved) cache(editing.id, { status: 'loaded', questions: saved });
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

function EditActivityDialog({
  activity,
  cached,
  loadQuestions,
  onClose,
  onSaved,
  onFailed,
}: {
  activity: TeacherActivity;
  cached: ActivityQuestionsState | undefined;
  loadQuestions: (id: number) => Promise<TeacherQuestion[] | undefined>;
  onClose: () => void;
  onSaved: (questions: TeacherQuestion[] | undefined) => void;
  onFailed: (error: unknown) => void;
}) {
  const isTest = activity.type === 'TEST';
  // A test is edited with its questions: the cached ones, or loaded now.
  // Read once when the dialog opens: a refetch would not reach the form's default values anyway.
  const loaded = useQuery({
    queryKey: teacherKeys.activityEdit(activity.courseId, activity.id),
    queryFn: async (): Promise<ActivityCardQuestion[]> => {
      if (!isTest) return [];
      if (cached?.status === 'loaded') return cached.questions;
      const fresh = await loadQuestions(activity.id);
      if (!fresh) throw new Error(TEACHER_TEXTS.questionsLoadFailed);
      return fresh;
    },
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
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
          <DialogTitle>Editar actividad</DialogTitle>
        </DialogHeader>
        {loaded.isPending ? (
          <Spinner label="Cargando preguntas..." align="start" />
        ) : loaded.isError ? (
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
              questions: draftsFromQuestions(loaded.data),
            }}
            validate={validateEdit}
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
          ? 'Es un test: también se eliminarán todas sus preguntas y opciones.'
          : undefined
      }
    />
  );
}
