import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storedTest } from '../../question-editor/story-fixtures';
import { TeacherActivityCard } from './activity-card';

const now = new Date('2030-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const meta = {
  component: TeacherActivityCard,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Task',
      'TaskExpanded',
      'TestCollapsed',
      'TestLoadingQuestions',
      'TestQuestionsError',
      'TestExpanded',
      'TestEveryKind',
      'Overdue',
      'DueToday',
    ],
  },
  args: {
    activity: {
      id: 1,
      title: 'Redacción: mis vacaciones',
      description: 'Escribe 200 palabras sobre tus últimas vacaciones usando el pasado simple.',
      type: 'TASK',
      dueDate: inDays(5),
    },
    expanded: false,
    now,
    timeZone: 'Europe/Madrid',
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof TeacherActivityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const test = {
  id: 2,
  title: 'Test de vocabulario',
  description: 'Elige la traducción correcta.',
  type: 'TEST' as const,
  dueDate: inDays(2),
};
const questions = [
  {
    id: 1,
    text: 'Dog',
    options: [
      { id: 1, text: 'Perro', correct: true },
      { id: 2, text: 'Gato', correct: false },
    ],
  },
  {
    id: 2,
    text: 'Cat',
    options: [
      { id: 3, text: 'Perro', correct: false },
      { id: 4, text: 'Gato', correct: true },
      { id: 5, text: 'Michi', correct: true },
    ],
  },
];

export const Task: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ejercicio escrito')).toBeVisible();
    await expect(canvas.getByText('15 mar 2030')).toBeVisible();
    await expect(canvas.getByText('5 días')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const TaskExpanded: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/deben completar este ejercicio y entregarlo/)).toBeVisible();
  },
};

export const TestCollapsed: Story = { args: { activity: test } };

export const TestLoadingQuestions: Story = {
  args: { activity: test, expanded: true, questions: { status: 'loading' } },
};

export const TestQuestionsError: Story = {
  args: {
    activity: test,
    expanded: true,
    questions: { status: 'error', message: 'No se pudieron cargar las preguntas.' },
  },
};

export const TestExpanded: Story = {
  args: { activity: test, expanded: true, questions: { status: 'loaded', questions } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 preguntas')).toBeVisible();
    await expect(canvas.getByText('Test')).toBeVisible();
    const correct = canvasElement.querySelectorAll('[data-correct]');
    await expect(correct).toHaveLength(3);
  },
};

export const TestEveryKind: Story = {
  args: {
    activity: test,
    expanded: true,
    questions: { status: 'loaded', questions: storedTest },
    mediaUrl: () => 'data:audio/mpeg;base64,',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 preguntas')).toBeVisible();
    await expect(canvas.getByText('Rellenar huecos')).toBeVisible();
    await expect(canvas.getByText(/Respuestas aceptadas: London, Londres/)).toBeVisible();
    await expect(canvas.getByText(/Transcripción: I live in London/)).toBeVisible();
    await expect(canvas.getByText(/apple → manzana/)).toBeVisible();
    // choice 1 + gaps 2 + pairs 2 + short 1
    await expect(canvasElement.querySelectorAll('[data-correct]')).toHaveLength(6);
  },
};

export const Overdue: Story = { args: { activity: { ...test, dueDate: inDays(-3) } } };
export const DueToday: Story = { args: { activity: { ...test, dueDate: inDays(0.1) } } };
export const NoDescription: Story = {
  args: {
    expanded: true,
    activity: { id: 3, title: 'Tarea sin descripción', description: '', type: 'TASK', dueDate: inDays(20) },
  },
};
export const Dark: Story = {
  args: { activity: test, expanded: true, questions: { status: 'loaded', questions } },
  globals: { theme: 'dark' },
};
