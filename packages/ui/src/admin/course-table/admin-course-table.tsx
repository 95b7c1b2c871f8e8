import { Building2Icon, CheckIcon, MonitorIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { Field } from '../../components/field/field';
import { ListState, type ListStatus } from '../../components/list-state/list-state';
import { Textarea } from '../../components/textarea/textarea';
import { courseStatus } from '../../domain/course-status-badge/course-status';
import { CourseStatusBadge } from '../../domain/course-status-badge/course-status-badge';
import { LevelBadge } from '../../domain/level-badge/level-badge';
import { cn } from '../../lib/cn';
import { esChannels, esCourseTable, esCourseTypes } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { DESCRIPTION_LIMITS } from '../truncated-text/truncate';
import { TruncatedText } from '../truncated-text/truncated-text';
import {
  type AdminCourseRow,
  type Channel,
  type CourseType,
  DEFAULT_MODALITY_CHANNELS,
  ownerName,
} from './course-row';

/** Which list the table shows: its columns, actions and description length follow (spec sections 2, 9). */
export type AdminCourseTableVariant = 'active' | 'pending' | 'all';

export type CourseAction = 'approve' | 'reject' | 'complete';

/** The actions that cannot be undone, asked about first in a confirmation dialog. */
export type ConfirmedCourseAction = Exclude<CourseAction, 'approve'>;

/** A row's action in progress ('busy') or just done ('done', before the row leaves the list). */
export interface RowActionState {
  action: CourseAction;
  phase: 'busy' | 'done';
}

export type AdminCourseTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  variant: AdminCourseTableVariant;
  courses: AdminCourseRow[];
  /** Name of the table for screen readers, e.g. 'Cursos activos'. */
  caption: string;
  status?: ListStatus;
  /** Shown in the error state. */
  errorMessage?: string;
  /** Without it the error state has no retry button. */
  onRetry?: () => void;
  /** Replaces the variant's empty text (for instance when a search found nothing). */
  emptyMessage?: ReactNode;
  /** The '#' of the first row (on page 3 of 20 rows: 41). */
  firstRowNumber?: number;
  actionStates?: Readonly<Record<number, RowActionState | undefined>>;
  onApprove?: (course: AdminCourseRow) => void;
  /** `reason`: what the administrator typed in the confirmation, trimmed; undefined when left blank. */
  onReject?: (course: AdminCourseRow, reason?: string) => void;
  /** The longest reason the textarea takes (the server checks it too). */
  rejectReasonMaxLength?: number;
  onComplete?: (course: AdminCourseRow) => void;
  /** Characters of description shown before '...' (default: 80 active, 100 pending and all). */
  descriptionLimit?: number;
  modalityChannels?: Record<CourseType, Channel[]>;
};

const CHANNEL_ICONS = { presencial: Building2Icon, virtual: MonitorIcon } as const;

function Modality({ type, channels }: { type: CourseType; channels: Channel[] }) {
  const types = useStrings('courseTypes', esCourseTypes);
  const channelNames = useStrings('channels', esChannels);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{types[type]}</span>
      {channels.map((channel) => {
        const Icon = CHANNEL_ICONS[channel];
        return (
          <span
            key={channel}
            data-channel={channel}
            className="inline-flex items-center gap-1 rounded-md bg-muted px-1.5 py-0.5 text-muted-foreground text-xs"
          >
            <Icon aria-hidden="true" className="size-3.5" />
            <span>{channelNames[channel]}</span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The administrator's course lists (spec section 2): active courses with 'Finalizar', pending ones with
 * 'Aprobar' and 'Rechazar', and all courses with their status. A table from 768 px on, a list of cards
 * below. 'Rechazar' and 'Finalizar' ask first in a confirmation dialog; only its confirm button calls
 * `onReject` / `onComplete`. Action buttons show a busy label, then a done label; the parent removes the row
 * afterwards.
 */
export function AdminCourseTable({
  variant,
  courses,
  caption,
  status = 'ready',
  errorMessage,
  onRetry,
  emptyMessage,
  firstRowNumber = 1,
  actionStates = {},
  onApprove,
  onReject,
  onComplete,
  rejectReasonMaxLength = 500,
  descriptionLimit = DESCRIPTION_LIMITS[variant],
  modalityChannels = DEFAULT_MODALITY_CHANNELS,
  className,
  ...props
}: AdminCourseTableProps) {
  const labels = useStrings('courseTable', esCourseTable);
  // The question stays set after the dialog closes (open: false), so its texts do not change while it closes.
  const [question, setQuestion] = useState<{
    course: AdminCourseRow;
    action: ConfirmedCourseAction;
    open: boolean;
    /** The row's button that asked, to get focus back when the dialog closes. */
    asker: HTMLElement;
    /** What is typed as the reason of a rejection. */
    reason: string;
  } | null>(null);
  const handlers: Record<CourseAction, ((course: AdminCourseRow) => void) | undefined> = {
    approve: onApprove,
    reject: onReject,
    complete: onComplete,
  };
  const actionsOf: Record<AdminCourseTableVariant, CourseAction[]> = {
    active: ['complete'],
    pending: ['approve', 'reject'],
    all: [],
  };
  const actions = actionsOf[variant];
  const showTeacher = variant !== 'all';

  // A render function, not a component: a component declared here would remount on every render and the
  // clicked button would lose focus.
  function actionButtons(course: AdminCourseRow) {
    const state = actionStates[course.id];
    return (
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const [idle, busy, done] = labels.action[action];
          const mine = state?.action === action ? state.phase : undefined;
          const text = mine === 'busy' ? busy : mine === 'done' ? done : idle;
          return (
            <Button
              key={action}
              type="button"
              size="sm"
              variant={action === 'reject' ? 'danger' : action === 'approve' ? 'primary' : 'secondary'}
              data-action={action}
              loading={mine === 'busy'}
              // Any action on the row blocks the others until the row is gone or the action failed.
              disabled={state !== undefined}
              onClick={(event) => {
                if (action === 'approve') handlers.approve?.(course);
                else setQuestion({ course, action, open: true, asker: event.currentTarget, reason: '' });
              }}
            >
              {mine === 'done' && <CheckIcon aria-hidden="true" />}
              {text}
              <span className="sr-only"> {course.name}</span>
            </Button>
          );
        })}
      </div>
    );
  }

  const description = (course: AdminCourseRow) => (
    <TruncatedText text={course.description} max={descriptionLimit} fullTextLabel={labels.fullDescription} />
  );

  return (
    <div data-slot="admin-course-table" data-variant={variant} className={cn('w-full', className)} {...props}>
      <ListState
        status={status}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={labels.loading}
        empty={courses.length === 0}
        emptyMessage={emptyMessage ?? labels.empty[variant]}
      >
        <div className="hidden overflow-x-auto rounded-lg border md:block">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="w-12 px-3 py-2 font-medium">
                  {labels.number}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {labels.course}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {labels.description}
                </th>
                {showTeacher && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    {labels.teacher}
                  </th>
                )}
                {variant === 'active' && (
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {labels.students}
                  </th>
                )}
                <th scope="col" className="px-3 py-2 font-medium">
                  {labels.modality}
                </th>
                {variant === 'all' && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    {labels.status}
                  </th>
                )}
                {actions.length > 0 && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    {labels.actions}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {courses.map((course, index) => (
                <tr
                  key={course.id}
                  data-course-id={course.id}
                  data-phase={actionStates[course.id]?.phase}
                  className="border-t align-top transition-opacity duration-300 data-[phase=done]:bg-success/10"
                >
                  <td className="px-3 py-3 text-muted-foreground tabular-nums">{firstRowNumber + index}</td>
                  <th scope="row" className="px-3 py-3 font-medium">
                    <span className="flex flex-col items-start gap-1">
                      {course.name}
                      <LevelBadge level={course.level} />
                    </span>
                  </th>
                  <td className="max-w-md px-3 py-3 text-muted-foreground">{description(course)}</td>
                  {showTeacher && <td className="px-3 py-3">{ownerName(course, labels.unassigned)}</td>}
                  {variant === 'active' && (
                    <td className="px-3 py-3 text-right tabular-nums">{course.studentsCount ?? 0}</td>
                  )}
                  <td className="px-3 py-3">
                    <Modality type={course.type} channels={modalityChannels[course.type]} />
                  </td>
                  {variant === 'all' && (
                    <td className="px-3 py-3">
                      <CourseStatusBadge status={courseStatus(course)} />
                    </td>
                  )}
                  {actions.length > 0 && <td className="px-3 py-3">{actionButtons(course)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <ul aria-label={caption} className="grid gap-3 md:hidden">
          {courses.map((course, index) => (
            <li
              key={course.id}
              data-course-id={course.id}
              data-phase={actionStates[course.id]?.phase}
              className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground transition-opacity duration-300 data-[phase=done]:bg-success/10"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold leading-snug">
                  <span className="mr-1 text-muted-foreground tabular-nums">
                    {labels.number}
                    {firstRowNumber + index}
                  </span>{' '}
                  {course.name}
                </h3>
                {variant === 'all' ? (
                  <CourseStatusBadge status={courseStatus(course)} />
                ) : (
                  <LevelBadge level={course.level} />
                )}
              </div>
              <p className="text-muted-foreground text-sm">{description(course)}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {variant === 'all' && (
                  <>
                    <dt className="text-muted-foreground">{labels.level}</dt>
                    <dd>
                      <LevelBadge level={course.level} />
                    </dd>
                  </>
                )}
                {showTeacher && (
                  <>
                    <dt className="text-muted-foreground">{labels.teacher}</dt>
                    <dd>{ownerName(course, labels.unassigned)}</dd>
                  </>
                )}
                {variant === 'active' && (
                  <>
                    <dt className="text-muted-foreground">{labels.students}</dt>
                    <dd className="tabular-nums">{course.studentsCount ?? 0}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">{labels.modality}</dt>
                <dd>
                  <Modality type={course.type} channels={modalityChannels[course.type]} />
                </dd>
              </dl>
              {actions.length > 0 && actionButtons(course)}
            </li>
          ))}
        </ul>
      </ListState>
      {question && (
        <ConfirmDialog
          open={question.open}
          onOpenChange={(open) => setQuestion({ ...question, open })}
          onConfirm={() => {
            setQuestion({ ...question, open: false });
            if (question.action === 'reject')
              onReject?.(question.course, question.reason.trim() || undefined);
            else handlers[question.action]?.(question.course);
          }}
          itemName={question.course.name}
          title={labels.confirm[question.action].title}
          description={labels.confirm[question.action].description}
          confirmLabel={labels.action[question.action][0]}
          busyLabel={labels.action[question.action][1]}
          confirmVariant={question.action === 'reject' ? 'danger' : 'secondary'}
          returnFocusTo={question.asker}
          data-slot="admin-course-confirm"
        >
          {question.action === 'reject' ? (
            <Field label={labels.rejectReason} hint={labels.rejectReasonHint}>
              <Textarea
                rows={3}
                maxLength={rejectReasonMaxLength}
                value={question.reason}
                onChange={(event) => setQuestion({ ...question, reason: event.target.value })}
              />
            </Field>
          ) : null}
        </ConfirmDialog>
      )}
    </div>
  );
}
