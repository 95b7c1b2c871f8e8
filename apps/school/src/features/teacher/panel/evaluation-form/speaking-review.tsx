import { Spinner } from '@aula/ui';
import { formatScore } from '@aula/ui/score-badge';

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

export interface SpeakingReviewLabels {
  title: string;
  autoScore: (formatted: string) => string;
  noAutoScore: string;
  noRecording: string;
  loadingRecording: string;
  scoreNote: string;
}

export const defaultSpeakingReviewLabels: SpeakingReviewLabels = {
  title: 'Respuestas orales',
  autoScore: (formatted) => `Nota de las preguntas corregidas automáticamente: ${formatted} sobre 10`,
  noAutoScore: 'El test no tiene preguntas corregidas automáticamente.',
  noRecording: 'El estudiante no envió grabación.',
  loadingRecording: 'Cargando grabación...',
  scoreNote: 'La nota que pongas será la nota del test.',
};

/** The recordings with native controls (keyboard and screen readers know them) and the auto-graded part. */
export function SpeakingReview({
  review,
  locale,
  text,
}: {
  review: TestReview;
  locale: string;
  text: SpeakingReviewLabels;
}) {
  return (
    <section data-slot="speaking-review" className="grid gap-3">
      <h3 className="font-medium text-sm">{text.title}</h3>
      <ol className="grid gap-3">
        {review.recordings.map((recording) => (
          <li key={recording.questionId} className="grid gap-1 rounded-md bg-muted p-3 text-sm">
            <span className="font-medium">{recording.questionText}</span>
            {!recording.given ? (
              <span className="text-muted-foreground">{text.noRecording}</span>
            ) : recording.src ? (
              // biome-ignore lint/a11y/useMediaCaption: a student's spoken answer has no captions to offer.
              <audio controls preload="metadata" src={recording.src} className="w-full max-w-sm" />
            ) : (
              <Spinner size="sm" align="start" label={text.loadingRecording} />
            )}
          </li>
        ))}
      </ol>
      <p className="text-muted-foreground text-sm">
        {review.autoScore === null ? text.noAutoScore : text.autoScore(formatScore(review.autoScore, locale))}{' '}
        {text.scoreNote}
      </p>
    </section>
  );
}
