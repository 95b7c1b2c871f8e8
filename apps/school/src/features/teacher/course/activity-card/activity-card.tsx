import { Alert, Badge, Button, cn, Spinner } from '@aula/ui';
import { DueStatusBadge } from '@aula/ui/due-status-badge';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, ChevronDownIcon, ChevronUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { activityTypeWords } from '../../../../i18n/domain-words';
import { useIntlLocale } from '../../../../i18n/locale-provider';
import type { StoredQuestion } from '../../question-editor/question-drafts';
import { type ActivityKind, formatDueDate } from './activity-format';
import { QuestionSummary } from './question-summary';

export interface ActivityCardActivity {
  id: number;
  title: string;
  description: string;
  type: ActivityKind;
  /** ISO 8601 instant. */
  dueDate: string;
}

/** A stored question of any kind (GET /teacher/test/{id}); without `kind` it is a choice question. */
export type ActivityCardQuestion = StoredQuestion;

/** The questions of a test, loaded when the card is first expanded. */
export type ActivityQuestionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; questions: ActivityCardQuestion[] };

export type TeacherActivityCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  activity: ActivityCardActivity;
  expanded: boolean;
  onToggle: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** A test's questions; the page loads them on the first expansion and keeps them. */
  questions?: ActivityQuestionsState;
  /** Where a question's stored audio plays; without it the transcript alone is shown. */
  mediaUrl?: (file: string) => string | null;
  /** The moment the due status is computed against; fixed in tests and stories. */
  now?: Date;
  /** The Intl locale of the due date; the page's language by default. */
  locale?: string;
  timeZone?: string;
};

/**
 * An activity of the teacher's course page (spec section 2): title, type badge, due date and due status;
 * Editar, Eliminar, and Ver más / Ocultar to show the description and, for a test, its questions with the
 * correct options marked.
 */
export function TeacherActivityCard({
  activity,
  expanded,
  onToggle,
  onEdit,
  onDelete,
  questions,
  mediaUrl,
  now,
  locale: localeProp,
  timeZone,
  className,
  ...props
}: TeacherActivityCardProps) {
  const { t } = useLingui();
  const pageLocale = useIntlLocale();
  const locale = localeProp ?? pageLocale;
  const detailsId = useId();
  const titleId = useId();
  const isTest = activity.type === 'TEST';

  return (
    <article
      data-slot="teacher-activity-card"
      data-type={activity.type}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 break-words font-semibold text-base leading-snug">
          {activity.title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={isTest ? 'info' : 'neutral'}>{t(activityTypeWords[activity.type])}</Badge>
          <DueStatusBadge dueDate={activity.dueDate} now={now} />
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <CalendarIcon aria-hidden="true" className="size-4" />
        <span>
          {t`Fecha límite:`}{' '}
          <time dateTime={activity.dueDate}>{formatDueDate(activity.dueDate, { locale, timeZone })}</time>
        </span>
      </p>

      {expanded ? (
        <div id={detailsId} data-slot="activity-details" className="grid gap-3 border-border border-t pt-3">
          <p className="whitespace-pre-line text-sm leading-relaxed">
            {activity.description || t`Sin descripción.`}
          </p>
          {isTest ? (
            <TestQuestions state={questions} mediaUrl={mediaUrl} />
          ) : (
            <p className="rounded-md bg-muted p-3 text-muted-foreground text-sm">
              {t`Los estudiantes deben completar este ejercicio y entregarlo antes de la fecha límite.`}
            </p>
          )}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {onEdit ? (
          <Button type="button" size="sm" variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            {t`Editar`}
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            type="button"
            size="sm"
            variant={null}
            className="border border-input bg-background text-danger hover:bg-muted"
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" />
            {t`Eliminar`}
          </Button>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onToggle}
        >
          {expanded ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          {expanded ? t`Ocultar` : t`Ver más`}
        </Button>
      </div>
    </article>
  );
}

function TestQuestions({
  state,
  mediaUrl,
}: {
  state: ActivityQuestionsState | undefined;
  mediaUrl: ((file: string) => string | null) | undefined;
}) {
  const { t } = useLingui();
  if (!state || state.status === 'loading')
    return <Spinner size="sm" align="start" label={t`Cargando preguntas...`} />;
  if (state.status === 'error') return <Alert variant="danger">{state.message}</Alert>;
  return (
    <div className="grid gap-2">
      <p className="font-medium text-sm">{t`${plural(state.questions.length, { one: '# pregunta', other: '# preguntas' })}`}</p>
      <ol className="grid list-decimal gap-3 pl-5 text-sm">
        {state.questions.map((question) => (
          <li key={question.id} className="pl-1">
            <QuestionSummary question={question} mediaUrl={mediaUrl} />
          </li>
        ))}
      </ol>
    </div>
  );
}
