import { createCourseSchemaFor, localIsoDate } from '@aula/forms';
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
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { courseTypeWords, languageWords } from '../../../../i18n/domain-words';
import { bodyResolver } from '../../form-resolver';
import type { CourseLanguageCode, CourseTypeCode } from './course-labels';

/** 'Crear Curso': the end date may not be before `today` (YYYY-MM-DD, the browser's date by default). */
export function courseResolver(today?: string) {
  return bodyResolver<CourseFormValues>(
    createCourseSchemaFor(() => today ?? localIsoDate()),
    (values) => values,
  );
}

export type { CourseLanguageCode, CourseTypeCode };

export interface CourseFormValues {
  name: string;
  description: string;
  level: Level;
  type: CourseTypeCode;
  language: CourseLanguageCode;
  /** Estimated end date, YYYY-MM-DD, or '' for none. */
  completedAt: string;
}

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
  className,
  ...props
}: CourseFormProps) {
  const { t } = useLingui();
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
      <Field label={t`Nombre del curso`} required error={errors.name?.message}>
        <Input maxLength={200} disabled={submitting} {...register('name')} />
      </Field>
      <Field label={t`Descripción`} required error={errors.description?.message}>
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
        {t`${description.length}/${descriptionMax} caracteres`}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t`Nivel`} error={errors.level?.message}>
          <NativeSelect disabled={submitting} {...register('level')}>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t`Modalidad`} error={errors.type?.message}>
          <NativeSelect disabled={submitting} {...register('type')}>
            {(Object.keys(courseTypeWords) as CourseTypeCode[]).map((type) => (
              <option key={type} value={type}>
                {t(courseTypeWords[type])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t`Idioma`} error={errors.language?.message}>
          <NativeSelect disabled={submitting} {...register('language')}>
            {(Object.keys(languageWords) as CourseLanguageCode[]).map((language) => (
              <option key={language} value={language}>
                {t(languageWords[language])}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field
        label={t`Fecha estimada de finalización`}
        hint={t`No puede ser anterior a hoy.`}
        error={errors.completedAt?.message}
      >
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
            {t`Cancelar`}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {submitting ? t`Creando...` : t`Crear Curso`}
        </Button>
      </div>
    </form>
  );
}
