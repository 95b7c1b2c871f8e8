import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../../.storybook/story-fixtures';
import { SubmittedTasks } from './submitted-tasks';

const base = {
  courseName: 'Inglés B1',
  studentUsername: 'sara',
  textAnswer: 'Respuesta',
  fileName: 'tarea.pdf',
  hasFile: true,
};
const results = [
  {
    ...base,
    activityResultId: 1,
    activityTitle: 'Redacción 1',
    studentName: 'Sara Alumna',
    submittedAt: '2030-03-09T10:00:00Z',
    score: null,
    feedback: null,
    completedAt: null,
  },
  {
    ...base,
    activityResultId: 2,
    activityTitle: 'Redacción 2',
    studentName: 'Luis Pérez',
    submittedAt: '2030-03-08T10:00:00Z',
    score: 8.5,
    feedback: 'Bien',
    completedAt: '2030-03-09T12:00:00Z',
  },
  {
    ...base,
    activityResultId: 3,
    activityTitle: 'Redacción 3',
    studentName: 'Ana García',
    submittedAt: '2030-03-07T10:00:00Z',
    score: 4,
    feedback: 'Repasa',
    completedAt: '2030-03-08T12:00:00Z',
  },
];

const meta = {
  component: SubmittedTasks,
  tags: ['autodocs'],
  parameters: {
    states: ['PendingAndEvaluated', 'NothingPending', 'Empty', 'Late', 'Phone320'],
    ...narrowViewports,
  },
  args: { results, onSelect: fn(), timeZone: 'Europe/Madrid' },
} satisfies Meta<typeof SubmittedTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingAndEvaluated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole('list', { name: /Pendientes de evaluar/ });
    await expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    const evaluated = canvas.getByRole('list', { name: /Evaluadas/ });
    await expect(within(evaluated).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluar «Redacción 1» de Sara Alumna' }));
    await expect(args.onSelect).toHaveBeenCalledWith(results[0]);
  },
};
export const NothingPending: Story = { args: { results: results.slice(1) } };
export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay tareas pendientes de evaluar.')).toBeVisible();
  },
};
/** A hand-in after the due date carries 'Entregada tarde' (decision 103). */
export const Late: Story = {
  args: { results: results.map((result, index) => ({ ...result, late: index < 2 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Entregada tarde')).toHaveLength(2);
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** At 320 px wide nothing makes the page scroll sideways. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
