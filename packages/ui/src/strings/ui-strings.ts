import type { CourseStatus, CourseType, Role } from '@aula/domain';
import type { Channel } from '../admin/course-table/course-row';

/** A label that counts: the language object decides its plural forms (with `Intl.PluralRules` if it needs to). */
type Count = (count: number) => string;

/**
 * Every word the library shows or gives to a screen reader, grouped by component. `es` is the default; `en`,
 * `de` and `fr` ship from their own entries; a school passes any object of this shape to UiStringsProvider.
 */
export interface UiStrings {
  /** BCP 47 tag the components hand to `Intl` for dates, numbers and calendar names ('es-ES'). */
  locale: string;
  testRunner: {
    progress: (answered: number, total: number) => string;
    submit: (answered: number, total: number) => string;
    submitting: string;
    unanswered: string;
    questionLegend: (position: number, total: number) => string;
    notAnswered: string;
    resultTitle: string;
    autoCorrected: string;
    scoreLabel: string;
    scoreSpoken: (formatted: string) => string;
    feedback: string;
    completedAt: string;
    back: string;
    pendingTitle: string;
    pendingDescription: string;
    pendingScore: string;
  };
  questions: {
    gap: (position: number) => string;
    choose: string;
    matchWith: (left: string) => string;
    moveUp: string;
    moveDown: string;
    moveUpItem: (item: string) => string;
    moveDownItem: (item: string) => string;
    moved: (item: string, position: number, total: number) => string;
    keepOrder: string;
    orderHint: string;
    shortAnswer: string;
    audio: string;
    transcript: string;
    record: string;
    stop: string;
    recordingFor: (seconds: number, max: number) => string;
    maxDuration: (max: number) => string;
    recorded: string;
    recordAgain: string;
    uploadFile: string;
    recordingUnavailable: string;
    uploading: (percent: number) => string;
    uploadFailed: string;
    correct: string;
    wrong: string;
    partial: string;
  };
  saveStatus: { saving: string; saved: string; offline: string; offlineShort: string };
  dueStatus: { overdue: Count; today: string; remaining: Count };
  score: { pending: string; spoken: (formatted: string) => string };
  attendance: { rate: (percent: number) => string; none: string; low: string };
  level: { prefix: string };
  roles: Record<Role, string>;
  courseStatus: Record<CourseStatus, string>;
  courseTypes: Record<CourseType, string>;
  channels: Record<Channel, string>;
  courseCard: {
    access: string;
    review: string;
    inProgress: string;
    completed: string;
    teacher: string;
    noTeacher: string;
    /** Read after the button's text, so each card's button has its own accessible name. */
    actionSuffix: (courseName: string) => string;
  };
  courseTable: {
    number: string;
    course: string;
    level: string;
    description: string;
    teacher: string;
    students: string;
    modality: string;
    status: string;
    actions: string;
    unassigned: string;
    loading: string;
    fullDescription: string;
    empty: { active: string; pending: string; all: string };
    /** [idle, busy, done] label of each action button. */
    action: Record<'approve' | 'reject' | 'complete', [string, string, string]>;
    confirm: Record<'reject' | 'complete', { title: string; description: string }>;
    rejectReason: string;
    rejectReasonHint: string;
  };
  materialViewer: {
    download: string;
    downloading: string;
    noContent: string;
    videoTitle: (title: string) => string;
  };
  filePicker: { choose: string; none: string };
  uploadProgress: { progress: (percent: number) => string };
  passwordInput: { show: string; hide: string };
  field: { required: string };
  dialog: { close: string; cancel: string };
  spinner: { loading: string };
  listState: { error: string; retry: string; loading: string };
  truncatedText: { fullText: string };
  datePicker: {
    previousMonth: string;
    nextMonth: string;
    navigation: string;
    /** Said before today's date ('Hoy, martes, 5 de marzo de 2030'). */
    today: string;
    /** Said after the chosen date ('…, seleccionado'). */
    selected: string;
    openCalendar: string;
    calendar: string;
    /** The text box's placeholder: the order in which to type. */
    datePlaceholder: string;
    dateTimePlaceholder: string;
  };
}
