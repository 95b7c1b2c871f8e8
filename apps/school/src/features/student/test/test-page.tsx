import type { AnswerDraftResponse, StudentQuestion, StudentTestResult } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { Alert, Button, Spinner } from '@aula/ui';
import { answersById, TestRunner, type TestRunnerAnswer } from '@aula/ui/test-runner';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorDetail, serverMessage, statusOf } from '../../../api-errors';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { useActivityTitle } from '../page-titles';
import { saveDraft, studentQueries, useSubmitTest, useUploadRecording } from '../queries';
import { parseRouteId, STUDENT_ERRORS } from '../student-errors';
import { StudentPage } from '../student-guard';
import { queuedSnapshots } from './draft-queue';
import { StoredTestResult } from './stored-test-result';
import { TestReviewSection } from './test-review';
import { useDraftSaver } from './use-draft-saver';
import { useMediaUrls } from './use-media-urls';

export function TestPage() {
  const { t } = useLingui();
  const params = useParams();
  const title = useActivityTitle(
    parseRouteId(params.courseId),
    parseRouteId(params.activityId),
    t({ message: 'Test', context: 'activity type' }),
  );
  return (
    <StudentPage title={title}>
      <TestContent />
    </StudentPage>
  );
}

function TestContent() {
  const { t } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const courseId = parseRouteId(params.courseId);
  const activityId = parseRouteId(params.activityId);
  const backTo = courseId ? appPaths.studentCourse(courseId) : '/student';
  const handIn = useSubmitTest(activityId, courseId);
  const result = handIn.data ?? null;
  // 409: the test closed at its due date, or was already taken (decision 103). The server's sentence is the
  // whole answer; an already-taken test shows its stored result once the list is fresh again.
  const closedMessage =
    handIn.isError && statusOf(handIn.error) === 409 ? (serverMessage(handIn.error) ?? null) : null;
  const submitError =
    handIn.isError && !closedMessage ? STUDENT_ERRORS.test.submit(errorDetail(handIn.error)) : null;
  const timeZone = useSchoolTimeZone();

  // A completed test is not taken again: its address shows the stored result and its review (decision 163).
  const activities = useQuery(studentQueries.activities(courseId));
  const activity = activities.data?.find((item) => item.id === activityId);
  const showStored = activity?.completed === true && result === null;
  const results = useQuery({ ...studentQueries.results(), enabled: showStored });
  const questions = useQuery({
    ...studentQueries.questions(activityId),
    enabled: !activities.isPending && !showStored,
  });
  const draft = useQuery({ ...studentQueries.draft(activityId), enabled: questions.isSuccess });

  /** Whether the test was taken (graded, or closed by the server): either way its draft is done with. */
  async function submit(answers: TestRunnerAnswer[]): Promise<boolean> {
    if (!activityId) return false;
    try {
      await handIn.mutateAsync(answers);
      return true;
    } catch (error) {
      return statusOf(error) === 409 && serverMessage(error) !== undefined;
    }
  }

  let content: React.ReactNode;
  if (showStored) {
    content = (
      <>
        <StoredTestResult result={results.data?.find((item) => item.activityId === activityId)} />
        <TestReviewSection activityId={activityId} />
      </>
    );
  } else if (closedMessage) {
    content = <Alert variant="warning">{closedMessage}</Alert>;
  } else if (activities.isPending || questions.isPending || (questions.isSuccess && draft.isPending)) {
    content = <Spinner label={t`Cargando preguntas...`} />;
  } else if (questions.isError) {
    content = <Alert variant="danger">{STUDENT_ERRORS.test.load(errorDetail(questions.error))}</Alert>;
  } else if (questions.data.length === 0) {
    content = <Alert variant="warning">{STUDENT_ERRORS.test.noQuestions}</Alert>;
  } else {
    content = (
      <TestTaking
        activityId={activityId as number}
        questions={questions.data}
        // A draft that could not be read starts the test empty; saving as the student goes still works.
        draft={draft.data ?? { answers: [], savedAt: null, revision: 0 }}
        onSubmit={submit}
        submitting={handIn.isPending}
        error={submitError}
        result={result}
        timeZone={timeZone}
        onReturn={() => navigate(backTo)}
      />
    );
  }

  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start gap-6 bg-background px-4 py-8 text-foreground">
      <div>
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            {t`Volver al curso`}
          </Link>
        </Button>
      </div>
      {showStored ? (
        <h1 className="font-bold text-2xl">{activity?.title}</h1>
      ) : closedMessage ? (
        <h1 className="font-bold text-2xl">
          {activity?.title ?? t({ message: 'Test', context: 'activity type' })}
        </h1>
      ) : !questions.isSuccess || questions.data.length === 0 ? (
        <h1 className="font-bold text-2xl">{t({ message: 'Test', context: 'activity type' })}</h1>
      ) : null}
      {content}
    </main>
  );
}

interface TestTakingProps {
  activityId: number;
  questions: StudentQuestion[];
  draft: AnswerDraftResponse;
  onSubmit: (answers: TestRunnerAnswer[]) => Promise<boolean>;
  submitting: boolean;
  error: string | null;
  result: StudentTestResult | null;
  timeZone: string;
  onReturn: () => void;
}

/**
 * The runner with its answers saved as the student goes (decision 142): it starts from the newest of
 * the server's draft and the browser's unsent queue, saves each change, and uploads recordings.
 */
function TestTaking({ activityId, questions, draft, onSubmit, ...runnerProps }: TestTakingProps) {
  const { t } = useLingui();
  const [start] = useState(() => {
    const queued = queuedSnapshots(activityId).at(-1);
    return queued && queued.revision > draft.revision ? queued : draft;
  });
  const save = useCallback(
    (snapshot: { answers: TestRunnerAnswer[]; revision: number }) => saveDraft(activityId, snapshot),
    [activityId],
  );
  const saver = useDraftSaver({ activityId, start, save });
  const withMedia = useMediaUrls(activityId, questions);
  const upload = useUploadRecording(activityId);

  async function uploadRecording(questionId: number, file: Blob, onProgress: (fraction: number) => void) {
    const named =
      file instanceof File ? file : new File([file], recordingName(file.type), { type: file.type });
    const { recording } = await upload.mutateAsync({ questionId, file: named, onProgress });
    return recording;
  }

  return (
    <TestRunner
      // Spec, "Student test page": the title is the first question's activityTitle.
      title={questions[0]?.activityTitle ?? t({ message: 'Test', context: 'activity type' })}
      questions={withMedia}
      defaultAnswers={answersById(questions, start.answers)}
      onAnswerChange={saver.change}
      onRecording={uploadRecording}
      saveStatus={saver.status}
      questionSaveStates={saver.questionStates}
      onSubmit={async (answers) => {
        saver.hold();
        if (await onSubmit(answers)) saver.forget();
      }}
      titleAs="h1"
      {...runnerProps}
    />
  );
}

/** A recording's file name by its type, for the server's log and the teacher's download. */
function recordingName(type: string): string {
  const extension = type.includes('ogg')
    ? 'ogg'
    : type.includes('mp4')
      ? 'm4a'
      : type.includes('mpeg')
        ? 'mp3'
        : 'webm';
  return `grabacion.${extension}`;
}
