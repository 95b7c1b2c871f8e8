import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { type FieldErrors, FormProvider, set, useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormIssue } from '../form-issues';
import { useMediaUploads } from './media-uploads';
import { draftsFromQuestions, newQuestion, type QuestionDraft } from './question-drafts';
import { QuestionEditor, type QuestionEditorProps, type QuestionsValues } from './question-editor';
import type { QuestionMedia } from './question-media';
import { storedQuestions } from './story-fixtures';

type InFormProps = Omit<QuestionEditorProps, 'uploads'> & {
  value: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** Messages by path, as the form's resolver would have set them. */
  issues?: readonly FormIssue[];
};

/** The editor works inside a form: the stories give it one holding `value`, and report each change. */
function InForm({ value, onChange, issues, ...props }: InFormProps) {
  const errors = useMemo(() => {
    const nested: FieldErrors<QuestionsValues> = {};
    for (const issue of issues ?? []) set(nested, issue.path, { type: 'custom', message: issue.message });
    return nested;
  }, [issues]);
  const form = useForm<QuestionsValues>({ defaultValues: { questions: value }, errors });
  const uploads = useMediaUploads();
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => onChange(values.questions as QuestionDraft[]));
    return unsubscribe;
  }, [form, onChange]);
  return (
    <FormProvider {...form}>
      <QuestionEditor {...props} uploads={uploads} />
    </FormProvider>
  );
}

const stored = draftsFromQuestions([
  {
    id: 1,
    text: '¿Cómo se dice "perro" en inglés?',
    options: [
      { id: 1, text: 'Dog', correct: true },
      { id: 2, text: 'Cat', correct: false },
      { id: 3, text: 'Bird', correct: false },
    ],
  },
]);

const meta = {
  component: InForm,
  tags: ['autodocs'],
  parameters: {
    states: [
      'CreateEmpty',
      'CreateSingleCorrect',
      'EditSeveralCorrect',
      'EditTwoOptionsCannotRemove',
      'WithMessages',
      'Disabled',
      'EveryKind',
      'SwitchKindKeepsText',
      'UploadingAudio',
      'UploadRefused',
      'UploadedAudio',
      'Phone320',
    ],
  },
  args: { value: [newQuestion()], onChange: fn(), mode: 'single' },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A')).toBeVisible();
    await expect(canvas.getByText('B')).toBeVisible();
    await expect(canvas.getByText(/Añade al menos 2 opciones/)).toBeVisible();
  },
};

export const CreateSingleCorrect: Story = {
  args: { value: stored },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'La opción C es la correcta' }));
    await expect(canvas.getByRole('radio', { name: 'La opción A es la correcta' })).not.toBeChecked();
    // Removing an earlier option moves the mark down with its option (now B).
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar opción A' }));
    await expect(canvas.getByRole('radio', { name: 'La opción B es la correcta' })).toBeChecked();
    await expect(canvas.getByLabelText('Opción B')).toHaveValue('Bird');
    // Removing the correct option leaves none marked.
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar opción B' }));
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const EditSeveralCorrect: Story = {
  args: { value: stored, mode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir opción' }));
    await userEvent.type(canvas.getByLabelText('Opción D'), 'Doggy');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'La opción D es correcta' }));
    await expect(canvas.getByRole('checkbox', { name: 'La opción A es correcta' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'La opción D es correcta' })).toBeChecked();
  },
};

export const EditTwoOptionsCannotRemove: Story = {
  args: { value: [newQuestion()], mode: 'multiple' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Eliminar opción/ })).toBeNull();
  },
};

export const AddAndRemoveQuestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir pregunta' }));
    await expect(canvas.getByRole('group', { name: 'Pregunta 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar pregunta 1' }));
    await expect(canvas.queryByRole('group', { name: 'Pregunta 2' })).toBeNull();
  },
};

export const WithMessages: Story = {
  args: {
    showMessages: true,
    issues: [
      { path: 'questions.0.text', message: 'El texto de la pregunta es obligatorio' },
      { path: 'questions.0.options.1.text', message: 'El texto de la opción es obligatorio' },
      { path: 'questions.0.correct', message: 'Debe marcar al menos una respuesta correcta' },
    ],
  },
};

export const Disabled: Story = { args: { value: stored, disabled: true } };
export const Dark: Story = { args: { value: stored, mode: 'multiple' }, globals: { theme: 'dark' } };

/** Media that upload forever at 40 %: the 'uploading' state as the teacher sees it. */
const slowMedia: QuestionMedia = {
  upload: (_file, _kind, onProgress) => {
    onProgress(0.4);
    return new Promise(() => {});
  },
  url: () => 'data:audio/mpeg;base64,',
  failure: () => 'No se pudo subir el archivo.',
};

const audioFile = () =>
  new File([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], 'escucha.mp3', { type: 'audio/mpeg' });

export const EveryKind: Story = {
  args: { value: storedQuestions, mode: 'multiple', media: slowMedia },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /^Pregunta \d$/ })).toHaveLength(6);
    await expect(canvas.getByLabelText(/Transcripción del audio/)).toHaveValue('I live in London.');
  },
};

export const SwitchKindKeepsText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Opción A'), 'Dog');
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de pregunta'), 'Respuesta corta');
    await expect(canvas.queryByLabelText('Opción A')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de pregunta'), 'Opción múltiple');
    await expect(canvas.getByLabelText('Opción A')).toHaveValue('Dog');
  },
};

export const UploadingAudio: Story = {
  args: { media: slowMedia },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Audio de la pregunta/), audioFile());
    await expect(await canvas.findByRole('status')).toHaveTextContent('Subiendo… 40 %');
  },
};

export const UploadRefused: Story = {
  args: {
    showMessages: true,
    media: { ...slowMedia, check: () => 'El archivo de audio no puede superar los 10 MB.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Texto de la pregunta/), 'Escucha y responde');
    await userEvent.upload(canvas.getByLabelText(/Audio de la pregunta/), audioFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('no puede superar los 10 MB');
    // Nothing typed is lost.
    await expect(canvas.getByLabelText(/Texto de la pregunta/)).toHaveValue('Escucha y responde');
  },
};

export const UploadedAudio: Story = {
  args: { media: { ...slowMedia, upload: async () => 'audio-1.mp3' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Audio de la pregunta/), audioFile());
    await expect(await canvas.findByLabelText(/Transcripción del audio/)).toBeVisible();
    await expect(canvasElement.querySelector('audio')).not.toBeNull();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Phone320: Story = {
  args: { value: storedQuestions, mode: 'multiple', media: slowMedia },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const editor = canvasElement.querySelector('[data-slot=question-editor]');
    await expect(editor?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
