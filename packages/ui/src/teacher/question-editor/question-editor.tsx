import { PlusIcon, Trash2Icon, XIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Button } from '../../components/button/button';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Input } from '../../components/input/input';
import { Label } from '../../components/label/label';
import { Textarea } from '../../components/textarea/textarea';
import { cn } from '../../lib/cn';
import { type FormIssue, issueAt } from '../form-issues';
import {
  addOption,
  type CorrectMode,
  canRemoveOption,
  newQuestion,
  optionLetter,
  type QuestionDraft,
  removeOption,
  setCorrect,
  setOptionText,
} from './question-drafts';

export interface QuestionEditorLabels {
  question: (number: number) => string;
  questionText: string;
  option: (letter: string) => string;
  correctSingle: (letter: string) => string;
  correctMultiple: (letter: string) => string;
  removeOption: (letter: string) => string;
  addOption: string;
  removeQuestion: (number: number) => string;
  addQuestion: string;
  optionsHint: string;
  correctHintSingle: string;
  correctHintMultiple: string;
}

export const defaultQuestionEditorLabels: QuestionEditorLabels = {
  question: (number) => `Pregunta ${number}`,
  questionText: 'Texto de la pregunta',
  option: (letter) => `Opción ${letter}`,
  correctSingle: (letter) => `La opción ${letter} es la correcta`,
  correctMultiple: (letter) => `La opción ${letter} es correcta`,
  removeOption: (letter) => `Eliminar opción ${letter}`,
  addOption: 'Añadir opción',
  removeQuestion: (number) => `Eliminar pregunta ${number}`,
  addQuestion: 'Añadir pregunta',
  optionsHint: 'Añade al menos 2 opciones.',
  correctHintSingle: 'Marca la respuesta correcta.',
  correctHintMultiple: 'Marca una o varias respuestas correctas.',
};

export type QuestionEditorProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** 'single': one correct option per question (create form); 'multiple': several (edit form). */
  mode: CorrectMode;
  /** Messages by path ('questions.0.text', 'questions.0.options.1.text'); the fields are marked invalid. */
  issues?: readonly FormIssue[];
  /** Show each field's own message under it (the create form); the edit form lists them all above. */
  showMessages?: boolean;
  disabled?: boolean;
  labels?: Partial<QuestionEditorLabels>;
};

/**
 * The questions of a test (spec sections 4 and 5): question text, options labelled A, B, C with the correct
 * ones marked (a radio choice in the create form, checkboxes in the edit form), add and remove options and
 * questions. A controlled component: the form owns the drafts.
 */
export function QuestionEditor({
  value,
  onChange,
  mode,
  issues = [],
  showMessages = false,
  disabled = false,
  labels,
  className,
  ...props
}: QuestionEditorProps) {
  const text = { ...defaultQuestionEditorLabels, ...labels };
  const replace = (index: number, question: QuestionDraft) =>
    onChange(value.map((current, i) => (i === index ? question : current)));

  return (
    <div data-slot="question-editor" className={cn('grid gap-4', className)} {...props}>
      {value.map((question, q) => (
        <QuestionFields
          key={question.key}
          question={question}
          index={q}
          mode={mode}
          issues={issues}
          showMessages={showMessages}
          disabled={disabled}
          text={text}
          onChange={(next) => replace(q, next)}
          onRemove={() => onChange(value.filter((_, i) => i !== q))}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={disabled}
        onClick={() => onChange([...value, newQuestion()])}
      >
        <PlusIcon aria-hidden="true" />
        {text.addQuestion}
      </Button>
    </div>
  );
}

function QuestionFields({
  question,
  index,
  mode,
  issues,
  showMessages,
  disabled,
  text,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  index: number;
  mode: CorrectMode;
  issues: readonly FormIssue[];
  showMessages: boolean;
  disabled: boolean;
  text: QuestionEditorLabels;
  onChange: (next: QuestionDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const number = index + 1;
  const base = `questions.${index}`;
  const textIssue = issueAt(issues, `${base}.text`);
  const groupIssue = issueAt(issues, `${base}.options`) ?? issueAt(issues, `${base}.correct`);
  const hint = mode === 'single' ? `${text.optionsHint} ${text.correctHintSingle}` : text.correctHintMultiple;

  return (
    <fieldset
      data-slot="question-fields"
      aria-describedby={`${id}-hint${groupIssue && showMessages ? ` ${id}-group-error` : ''}`}
      className="relative grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <legend className="float-left pr-10 font-semibold text-sm">{text.question(number)}</legend>
      <Button
        type="button"
        variant={null}
        size="sm"
        className="absolute top-2 right-2 text-danger hover:bg-muted"
        disabled={disabled}
        aria-label={text.removeQuestion(number)}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>
          {text.questionText}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </Label>
        <Textarea
          id={`${id}-text`}
          rows={2}
          value={question.text}
          disabled={disabled}
          aria-required
          aria-invalid={textIssue ? true : undefined}
          aria-describedby={textIssue && showMessages ? `${id}-text-error` : undefined}
          onChange={(event) => onChange({ ...question, text: event.target.value })}
        />
        {textIssue && showMessages ? (
          <p id={`${id}-text-error`} className="font-medium text-danger text-sm">
            {textIssue}
          </p>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      <ul className="grid gap-2">
        {question.options.map((option, o) => {
          const letter = optionLetter(o);
          const optionIssue = issueAt(issues, `${base}.options.${o}.text`);
          const inputId = `${id}-option-${o}`;
          return (
            <li key={option.key} data-slot="option-row" className="grid gap-1">
              <div className="flex items-center gap-2">
                {mode === 'single' ? (
                  <input
                    type="radio"
                    name={`${id}-correct`}
                    className="size-5 shrink-0 accent-primary"
                    checked={option.correct}
                    disabled={disabled}
                    aria-label={text.correctSingle(letter)}
                    onChange={() => onChange(setCorrect(question, o, true, 'single'))}
                  />
                ) : (
                  <Checkbox
                    checked={option.correct}
                    disabled={disabled}
                    aria-label={text.correctMultiple(letter)}
                    onCheckedChange={(checked) =>
                      onChange(setCorrect(question, o, checked === true, 'multiple'))
                    }
                  />
                )}
                <span aria-hidden="true" className="w-6 shrink-0 text-center font-semibold text-sm">
                  {letter}
                </span>
                <Input
                  id={inputId}
                  aria-label={text.option(letter)}
                  value={option.text}
                  disabled={disabled}
                  aria-required
                  aria-invalid={optionIssue ? true : undefined}
                  aria-describedby={optionIssue && showMessages ? `${inputId}-error` : undefined}
                  onChange={(event) => onChange(setOptionText(question, o, event.target.value))}
                />
                {canRemoveOption(question, mode) ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size={null}
                    className="size-9 text-sm"
                    disabled={disabled}
                    aria-label={text.removeOption(letter)}
                    onClick={() => onChange(removeOption(question, o))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {optionIssue && showMessages ? (
                <p id={`${inputId}-error`} className="pl-16 font-medium text-danger text-sm">
                  {optionIssue}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {groupIssue && showMessages ? (
        <p id={`${id}-group-error`} className="font-medium text-danger text-sm">
          {groupIssue}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={disabled}
        onClick={() => onChange(addOption(question))}
      >
        <PlusIcon aria-hidden="true" />
        {text.addOption}
      </Button>
    </fieldset>
  );
}
