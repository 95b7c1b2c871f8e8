import type { QuestionAnswer, TestRunnerQuestion } from './question-kinds';

/** What every question part takes: the question, the answer so far, and where a change goes. */
export interface QuestionPartProps {
  question: TestRunnerQuestion;
  answer: QuestionAnswer | undefined;
  onAnswer: (answer: QuestionAnswer) => void;
  disabled?: boolean;
  /** Prefix of the ids of the part's controls (unique in the page). */
  idPrefix: string;
  /** Speaking: uploads a recording (or a chosen file), reporting 0..1 progress; resolves to its stored name. */
  onRecording?: (file: Blob, onProgress: (fraction: number) => void) => Promise<string>;
}

/** A box around each option or item, with the focus ring of the control inside it. */
export const optionClasses =
  'flex cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** A native select or text box with the look of the library's controls. */
export const fieldClasses =
  'h-10 min-w-0 max-w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 md:text-sm';
