import type { StudentTestResult } from '@aula/api-client';
import { Alert, Button, Spinner, TestRunner, type TestRunnerAnswer } from '@aula/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../../api';
import { errorDetail, serverMessage, statusOf } from '../../../api-errors';
import { coursePath } from '../panel/paths';
import { handInKeys, studentQueries } from '../queries';
import { parseRouteId, STUDENT_ERRORS } from '../student-errors';
import { StudentPage } from '../student-guard';
import { StoredTestResult } from './stored-test-result';

export function TestPage() {
  return (
    <StudentPage title="Test">
      <TestContent />
    </StudentPage>
  );
}

function TestContent() {
  const params = useParams();
  const navigate = useNavigate();
  const courseId = parseRouteId(params.courseId);
  const activityId = parseRouteId(params.activityId);
  const backTo = courseId ? coursePath(courseId) : '/student';
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [result, setResult] = useState<StudentTestResult | null>(null);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  // A completed test is not taken again: opened by its URL it shows the stored result instead of the questions.
  const activities = useQuery(studentQueries.activities(courseId));
  const activity = activities.data?.find((item) => item.id === activityId);
  const showStored = activity?.completed === true && result === null;
  const results = useQuery({ ...studentQueries.results(), enabled: showStored });
  const questions = useQuery({
    ...studentQueries.questions(activityId),
    enabled: !activities.isPending && !showStored,
  });
  const queryClient = useQueryClient();

  async function submit(answers: TestRunnerAnswer[]) {
    if (!activityId) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      setResult(await api.student.submitTest(activityId, answers));
      for (const queryKey of handInKeys(courseId)) void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      // 409: the test closed at its due date, or was already taken (decision 103). The server's sentence is
      // the whole answer; an already-taken test shows its stored result once the list is fresh again.
      const closed = statusOf(error) === 409 ? serverMessage(error) : undefined;
      if (closed) {
        setClosedMessage(closed);
        for (const queryKey of handInKeys(courseId)) void queryClient.invalidateQueries({ queryKey });
      } else setSubmitError(STUDENT_ERRORS.test.submit(errorDetail(error)));
    } finally {
      setSubmitting(false);
    }
  }

  let content: React.ReactNode;
  if (showStored) {
    content = <StoredTestResult result={results.data?.find((item) => item.activityId === activityId)} />;
  } else if (closedMessage) {
    content = <Alert variant="warning">{closedMessage}</Alert>;
  } else if (activities.isPending || questions.isPending) content = <Spinner label="Cargando preguntas..." />;
  else if (questions.isError) {
    content = <Alert variant="danger">{STUDENT_ERRORS.test.load(errorDetail(questions.error))}</Alert>;
  } else if (questions.data.length === 0) {
    content = <Alert variant="warning">{STUDENT_ERRORS.test.noQuestions}</Alert>;
  } else {
    content = (
      <TestRunner
        // Spec, "Student test page": the title is the first question's activityTitle.
        title={questions.data[0]?.activityTitle ?? 'Test'}
        questions={questions.data}
        onSubmit={submit}
        submitting={submitting}
        error={submitError}
        result={result}
        onReturn={() => navigate(backTo)}
        titleAs="h1"
      />
    );
  }

  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start gap-6 bg-background px-4 py-8 text-foreground">
      <div>
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Volver al curso
          </Link>
        </Button>
      </div>
      {showStored ? (
        <h1 className="font-bold text-2xl">{activity?.title}</h1>
      ) : closedMessage ? (
        <h1 className="font-bold text-2xl">{activity?.title ?? 'Test'}</h1>
      ) : !questions.isSuccess || questions.data.length === 0 ? (
        <h1 className="font-bold text-2xl">Test</h1>
      ) : null}
      {content}
    </main>
  );
}
