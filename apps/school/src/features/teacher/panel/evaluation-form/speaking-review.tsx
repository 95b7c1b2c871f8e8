import { Spinner } from '@aula/ui';
import { formatScore } from '@aula/ui/score-badge';
import { useLingui } from '@lingui/react/macro';

/** A speaking answer of a test waiting for review; `src` is null while the recording loads. */
export interface ReviewRecording {
  questionId: number;
  questionText: string;
  /** False when the student sent no recording for it. */
  given: boolean;
  src: string | null;
}

/** A test the teacher grades: the part the server graded and the recordings to hear. */
export interface TestReview {
  /** Out of 10 over the auto-graded questions; null when the test has none. */
  autoScore: number | null;
  recordings: ReviewRecording[];
}

/** The recordings with native controls (keyboard and screen readers know them) and the auto-graded part. */
export function SpeakingReview({ review, locale }: { review: TestReview; locale: string }) {
  const { t } = useLingui();
  return (
    <section data-slot="speaking-review" className="grid gap-3">
      <h3 className="font-medium text-sm">{t`Respuestas orales`}</h3>
      <ol className="grid gap-3">
        {review.recordings.map((recording) => (
          <li key={recording.questionId} className="grid gap-1 rounded-md bg-muted p-3 text-sm">
            <span className="font-medium">{recording.questionText}</span>
            {!recording.given ? (
              <span className="text-muted-foreground">{t`El estudiante no envió grabación.`}</span>
            ) : recording.src ? (
              // biome-ignore lint/a11y/useMediaCaption: a student's spoken answer has no captions to offer.
              <audio controls preload="metadata" src={recording.src} className="w-full max-w-sm" />
            ) : (
              <Spinner size="sm" align="start" label={t`Cargando grabación...`} />
            )}
          </li>
        ))}
      </ol>
      <p className="text-muted-foreground text-sm">
        {review.autoScore === null
          ? t`El test no tiene preguntas corregidas automáticamente.`
          : t`Nota de las preguntas corregidas automáticamente: ${formatScore(review.autoScore, locale)} sobre 10`}{' '}
        {t`La nota que pongas será la nota del test.`}
      </p>
    </section>
  );
}
