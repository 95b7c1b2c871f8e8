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
import { type ComponentProps, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { courseResolver } from '../../validation';

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
  onSubmit: (values: CourseFormValues) => void | Promise<void>;
  submitting?: boolean;
  error?: string | null;
  onCancel?: () => void;
  /** YYYY-MM-DD: the first date the end date picker offers and the schema accepts. */
  today?: string;
  /** Spec section 9: the description's counter goes to 500. */
  descriptionMax?: number;
  labels?: Partial<CourseFormLabels>;
};

/** The 'Crear Curso' form of the teacher panel (spec section 5). */
export function CourseForm({
  defaultValues,
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
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<CourseFormValues>({
    resolver: courseResolver(today),
    defaultValues: { ...COURSE_FORM_DEFAULTS, ...defaultValues },
    shouldFocusError: false,
  });
  const description = watch('description');

  const counterId = `${id}-counter`;
  return (
    <form
      data-slot="course-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={handleSubmit((values) => onSubmit(values))}
      {...props}
    >
      <Field requiredLabel={text.required} label={text.name} required error={errors.name?.message}>
        <Input maxLength={200} disabled={submitting} {...register('name')} />
      </Field>
      <Field
        requiredLabel={text.required}
        label={text.description}
        required
        error={errors.description?.message}
      >
        <Textarea
          rows={4}
          maxLength={descriptionMax}
          disabled={submitting}
          aria-describedby={counterId}
          {...register('description')}
        />
      </Field>
      <p
        id={counterId}
        data-slot="description-counter"
        className="-mt-2 text-right text-muted-foreground text-xs tabular-nums"
      >
        {text.descriptionCounter(description.length, descriptionMax)}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={text.level} error={errors.level?.message}>
          <NativeSelect disabled={submitting} {...register('level')}>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={text.type} error={errors.type?.message}>
          <NativeSelect disabled={submitting} {...register('type')}>
            {(Object.keys(text.types) as CourseTypeCode[]).map((type) => (
              <option key={type} value={type}>
                {text.types[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={text.language} error={errors.language?.message}>
          <NativeSelect disabled={submitting} {...register('language')}>
            {(Object.keys(text.languages) as CourseLanguageCode[]).map((language) => (
              <option key={language} value={language}>
                {text.languages[language]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label={text.completedAt} hint={text.completedAtHint} error={errors.completedAt?.message}>
        <Controller
          control={control}
          name="completedAt"
          render={({ field }) => (
            <DatePicker min={today} value={field.value} disabled={submitting} onChange={field.onChange} />
          )}
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
