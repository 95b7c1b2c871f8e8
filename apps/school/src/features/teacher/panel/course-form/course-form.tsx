import {
  Alert,
  Button,
  cn,
  DatePicker,
  Field,
  Input,
  LEVELS,
  type Level,
  NativeSelect,
  Textarea,
} from '@aula/ui';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { type FormIssue, issueAt } from '../../form-issues';

import {
  COURSE_LANGUAGE_LABELS,
  COURSE_TYPE_LABELS,
  type CourseLanguageCode,
  type CourseTypeCode,
} from './course-labels';

export { COURSE_LANGUAGE_LABELS, COURSE_TYPE_LABELS, type CourseLanguageCode, type CourseTypeCode };

export interface CourseFormValues {
  name: string;
  description: string;
  level: Level;
  type: CourseTypeCode;
  language: CourseLanguageCode;
  /** Estimated end date, YYYY-MM-DD, or '' for none. */
  completedAt: string;
}

export interface CourseFormLabels {
  name: string;
  description: string;
  descriptionCounter: (length: number, max: number) => string;
  level: string;
  type: string;
  language: string;
  completedAt: string;
  completedAtHint: string;
  types: Record<CourseTypeCode, string>;
  languages: Record<CourseLanguageCode, string>;
  submit: string;
  submitting: string;
  cancel: string;
  /** Read by screen readers after a required field's label. */
  required: string;
}

export const defaultCourseFormLabels: CourseFormLabels = {
  name: 'Nombre del curso',
  description: 'Descripción',
  descriptionCounter: (length, max) => `${length}/${max} caracteres`,
  level: 'Nivel',
  type: 'Modalidad',
  language: 'Idioma',
  completedAt: 'Fecha estimada de finalización',
  completedAtHint: 'No puede ser anterior a hoy.',
  types: COURSE_TYPE_LABELS,
  languages: COURSE_LANGUAGE_LABELS,
  submit: 'Crear Curso',
  submitting: 'Creando...',
  cancel: 'Cancelar',
  required: 'obligatorio',
};

/** Spec section 5: defaults level A1 and type INTENSIVO; the school's language first. */
export const COURSE_FORM_DEFAULTS: CourseFormValues = {
  name: '',
  description: '',
  level: 'A1',
  type: 'INTENSIVO',
  language: 'es',
  completedAt: '',
};

export type CourseFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  defaultValues?: Partial<CourseFormValues>;
  /** The rules (the @aula/forms create-course schema, wired by the app). */
  validate?: (values: CourseFormValues) => FormIssue[];
  onSubmit: (values: CourseFormValues) => void | Promise<void>;
  submitting?: boolean;
  error?: string | null;
  onCancel?: () => void;
  /** YYYY-MM-DD: the first date the end date picker offers. */
  today?: string;
  /** Spec section 9: the description's counter goes to 500. */
  descriptionMax?: number;
  labels?: Partial<CourseFormLabels>;
};

/** The 'Crear Curso' form of the teacher panel (spec section 5). */
export function CourseForm({
  defaultValues,
  validate,
  onSubmit,
  submitting = false,
  error,
  onCancel,
  today,
  descriptionMax = 500,
  labels,
  className,
  ...props
}: CourseFormProps) {
  const text = { ...defaultCourseFormLabels, ...labels };
  const id = useId();
  const [values, setValues] = useState<CourseFormValues>(() => ({
    ...COURSE_FORM_DEFAULTS,
    ...defaultValues,
  }));
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const update = (patch: Partial<CourseFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setIssues(validate?.(next) ?? []);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate?.(values) ?? [];
    setIssues(found);
    if (found.length === 0) await onSubmit(values);
  }

  const counterId = `${id}-counter`;
  return (
    <form
      data-slot="course-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={handleSubmit}
      {...props}
    >
      <Field requiredLabel={text.required} label={text.name} required error={issueAt(issues, 'name')}>
        <Input
          value={values.name}
          maxLength={200}
          disabled={submitting}
          onChange={(e) => update({ name: e.target.value })}
        />
      </Field>
      <Field
        requiredLabel={text.required}
        label={text.description}
        required
        error={issueAt(issues, 'description')}
      >
        <Textarea
          value={values.description}
          rows={4}
          maxLength={descriptionMax}
          disabled={submitting}
          aria-describedby={counterId}
          onChange={(e) => update({ description: e.target.value })}
        />
      </Field>
      <p
        id={counterId}
        data-slot="description-counter"
        className="-mt-2 text-right text-muted-foreground text-xs tabular-nums"
      >
        {text.descriptionCounter(values.description.length, descriptionMax)}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={text.level} error={issueAt(issues, 'level')}>
          <NativeSelect
            value={values.level}
            disabled={submitting}
            onChange={(e) => update({ level: e.target.value as Level })}
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={text.type} error={issueAt(issues, 'type')}>
          <NativeSelect
            value={values.type}
            disabled={submitting}
            onChange={(e) => update({ type: e.target.value as CourseTypeCode })}
          >
            {(Object.keys(text.types) as CourseTypeCode[]).map((type) => (
              <option key={type} value={type}>
                {text.types[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={text.language} error={issueAt(issues, 'language')}>
          <NativeSelect
            value={values.language}
            disabled={submitting}
            onChange={(e) => update({ language: e.target.value as CourseLanguageCode })}
          >
            {(Object.keys(text.languages) as CourseLanguageCode[]).map((language) => (
              <option key={language} value={language}>
                {text.languages[language]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label={text.completedAt} hint={text.completedAtHint} error={issueAt(issues, 'completedAt')}>
        <DatePicker
          min={today}
          value={values.completedAt}
          disabled={submitting}
          onChange={(completedAt) => update({ completedAt })}
        />
      </Field>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {submitting ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}
