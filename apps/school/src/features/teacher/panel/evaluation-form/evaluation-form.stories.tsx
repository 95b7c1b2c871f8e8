import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EvaluationForm } from './evaluation-form';

const pending = {
  studentName: 'Sara Alumna',
  studentUsername: 'sara',
  activityTitle: 'Redacción: mis vacaciones',
  courseName: 'Inglés B1',
  submittedAt: '2030-03-09T10:30:00Z',
  textAnswer: 'Last summer I went to the beach with my family.',
  fileName: 'redaccion.pdf',
  hasFile: true,
  score: null,
  feedback: null,
  completedAt: null,
};

const meta = {
  component: EvaluationForm,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Pending',
      'OutOfRange',
      'Saving',
      'SaveError',
      'Downloading',
      'WithoutFile',
      'Evaluated',
      'SpeakingPendingReview',
      'SpeakingRecordingLoading',
    ],
  },
  args: {
    result: pending,
    onSubmit: fn(),
    onDownload: fn(),
    onCancel: fn(),
    timeZone: 'Europe/Madrid',
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof EvaluationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Guardar evaluación' });
    await expect(save).toBeDisabled();
    const score = canvas.getByLabelText(/Nota/);
    // A text field: the decimal comma arrives as typed, whatever the browser's language.
    await expect(score).toHaveAttribute('type', 'text');
    await expect(score).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(score, '8,5');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Comentarios/), '   ');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Comentarios/), 'Muy bien');
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar archivo' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ score: '8,5', feedback: '   Muy bien' });
  },
};

export const OutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nota/), '12');
    await userEvent.type(canvas.getByLabelText(/Comentarios/), 'Bien');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar evaluación' }));
    await expect(canvas.getByText('La nota debe estar entre 0 y 10.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };
export const SaveError: Story = { args: { error: 'No se pudo guardar la evaluación.' } };
export const Downloading: Story = { args: { downloading: true } };
export const WithoutFile: Story = {
  args: { result: { ...pending, hasFile: false, fileName: null, textAnswer: null } },
};

export const Evaluated: Story = {
  args: {
    result: {
      ...pending,
      score: 8.5,
      feedback: 'Buen uso del pasado simple.',
      completedAt: '2030-03-10T09:00:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Guardar evaluación' })).toBeNull();
    await expect(canvas.getByLabelText(/Nota/)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/Comentarios/)).toHaveValue('Buen uso del pasado simple.');
    await expect(canvas.getByText(/no se puede modificar/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEvaluated: Story = {
  args: {
    result: {
      ...pending,
      score: 4,
      feedback: 'Repasa los verbos irregulares.',
      completedAt: '2030-03-10T09:00:00Z',
    },
  },
  globals: { theme: 'dark' },
};

const speakingTest = {
  ...pending,
  activityTitle: 'Test oral: preséntate',
  textAnswer: null,
  fileName: null,
  hasFile: false,
};

export const SpeakingPendingReview: Story = {
  args: {
    result: {
      ...speakingTest,
      review: {
        autoScore: 7.5,
        recordings: [
          {
            questionId: 6,
            questionText: 'Preséntate en inglés.',
            given: true,
            src: 'data:audio/webm;base64,',
          },
          { questionId: 7, questionText: 'Describe tu ciudad.', given: false, src: null },
        ],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Respuestas orales' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('audio[controls]')).toHaveLength(1);
    await expect(canvas.getByText(/corregidas automáticamente: 7,5 sobre 10/)).toBeVisible();
    await expect(canvas.getByText('El estudiante no envió grabación.')).toBeVisible();
    await expect(canvas.queryByText('Respuesta del estudiante')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Nota/), '8');
    await userEvent.type(canvas.getByLabelText(/Comentarios/), 'Buena pronunciación.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar evaluación' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ score: '8', feedback: 'Buena pronunciación.' });
  },
};

export const SpeakingRecordingLoading: Story = {
  args: {
    result: {
      ...speakingTest,
      review: {
        autoScore: null,
        recordings: [{ questionId: 6, questionText: 'Preséntate en inglés.', given: true, src: null }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando grabación...')).toBeInTheDocument();
  },
};
