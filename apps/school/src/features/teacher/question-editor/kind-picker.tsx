import { Field, NativeSelect, QUESTION_KINDS, type QuestionKind } from '@aula/ui';
import type { ComponentProps } from 'react';
import { defaultQuestionEditorLabels } from './question-labels';

export type QuestionKindPickerProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: QuestionKind;
  onChange: (kind: QuestionKind) => void;
  disabled?: boolean;
  labels?: {
    kind?: string;
    kinds?: Record<QuestionKind, string>;
    kindHints?: Record<QuestionKind, string>;
  };
};

/**
 * The kind of a question. A native select: the keyboard, screen readers and phones all know it, and the hint
 * under it says what the student will do.
 */
export function QuestionKindPicker({ value, onChange, disabled, labels, ...props }: QuestionKindPickerProps) {
  const text = { ...defaultQuestionEditorLabels, ...labels };
  return (
    <Field label={text.kind} hint={text.kindHints[value]} disabled={disabled} {...props}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value as QuestionKind)}>
        {QUESTION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {text.kinds[kind]}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
