import type { TeacherActivityResult } from '@aula/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../../notifications';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialogs';
import { teacherQueries, useDownloadResult, useEvaluate } from '../queries';
import { TEACHER_TEXTS } from '../teacher-errors';
import { useMediaUrls } from '../test-media';
import { parseScore } from '../validation';
import {
  EvaluationForm,
  type EvaluationResult,
  type EvaluationValues,
} from './evaluation-form/evaluation-form';
import { SubmittedTasks } from './submitted-tasks/submitted-tasks';

/** The stored name at the end of a recording's path (the media call takes the name). */
function fileOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

/** A test with speaking answers is graded by hearing them: its recordings and auto-graded part. */
function withReview(
  result: TeacherActivityResult,
  urlOf: (activityId: number, file: string) => string | null,
): EvaluationResult {
  if (result.activityType !== 'TEST' || !result.speakingAnswers) return result;
  return {
    ...result,
    review: {
      autoScore: result.autoScore ?? null,
      recordings: result.speakingAnswers.map((answer) => ({
        questionId: answer.questionId,
        questionText: answer.questionText,
        given: answer.recordingUrl !== null,
        src: answer.recordingUrl ? urlOf(result.activityId, fileOf(answer.recordingUrl)) : null,
      })),
    },
  };
}

/**
 * Submitted tasks (spec, "Teacher panel"): written tasks handed in, pending and evaluated, and the evaluation
 * modal.
 */
export function SubmittedSection() {
  const { t } = useLingui();
  const results = useQuery(teacherQueries.submittedTasks());
  const timeZone = useSchoolTimeZone();
  const [selected, setSelected] = useState<TeacherActivityResult | null>(null);
  const evaluation = useEvaluate();
  const downloadResult = useDownloadResult();
  const showToast = useNotify();
  const { urlOf } = useMediaUrls();
  const saving = evaluation.isPending;

  function open(result: TeacherActivityResult | null) {
    setSelected(result);
    evaluation.reset();
  }

  function evaluate(values: EvaluationValues) {
    if (!selected) return;
    const score = parseScore(values.score);
    if (score === undefined) return;
    evaluation.mutate(
      { result: selected, feedback: values.feedback, score },
      {
        onSuccess: () => {
          setSelected(null);
          showToast({ variant: 'success', title: TEACHER_TEXTS.evaluationSaved });
        },
      },
    );
  }

  function download(result: TeacherActivityResult) {
    downloadResult.mutate(result, {
      onError: (error) => showToast({ variant: 'danger', title: TEACHER_TEXTS.downloadFailed, error }),
    });
  }

  if (results.data === undefined)
    return (
      <QueryState
        query={results}
        loading={t`Cargando tareas entregadas...`}
        failure={() => TEACHER_TEXTS.resultsLoadFailed}
        spinner={SECTION_SPINNER}
      />
    );

  return (
    <>
      <SubmittedTasks results={results.data} onSelect={open} timeZone={timeZone} />
      <Dialog open={selected !== null} onOpenChange={(next) => !next && !saving && open(null)}>
        <DialogContent width="2xl">
          <DialogHeader>
            <DialogTitle>
              {selected?.score !== null
                ? t`Evaluación`
                : selected.activityType === 'TEST'
                  ? t`Evaluar test`
                  : t`Evaluar tarea`}
            </DialogTitle>
            <DialogDescription>{selected?.activityTitle}</DialogDescription>
          </DialogHeader>
          {selected ? (
            <EvaluationForm
              key={selected.activityResultId}
              result={withReview(selected, urlOf)}
              onSubmit={evaluate}
              saving={saving}
              error={evaluation.isError ? TEACHER_TEXTS.evaluationSaveFailed : null}
              downloading={downloadResult.isPending}
              onDownload={() => download(selected)}
              onCancel={() => open(null)}
              timeZone={timeZone}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
