import { Field, NativeSelect, QUESTION_KINDS, type QuestionKind } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { QUESTION_KIND_HINTS, QUESTION_KIND_NAMES } from './kind-names';

export type QuestionKindPickerProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: QuestionKind;
  onChange: (kind: QuestionKind) => void;
  disabled?: boolean;
};

/**
 * The kind of a question. A native select: the keyboard, screen readers and phones all know it, and the hint
 * under it says what the student will do.
 */
export function QuestionKindPicker({ value, onChange, disabled, ...props }: QuestionKindPickerProps) {
  const { t } = useLingui();
  return (
    <Field label={t`Tipo de pregunta`} hint={t(QUESTION_KIND_HINTS[value])} disabled={disabled} {...props}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value as QuestionKind)}>
        {QUESTION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(QUESTION_KIND_NAMES[kind])}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
