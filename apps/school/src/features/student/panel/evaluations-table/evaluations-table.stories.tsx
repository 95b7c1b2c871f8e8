import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../../.storybook/story-fixtures';
import type { EvaluationRow } from './evaluations-table';
import { EvaluationsTable } from './evaluations-table';

const rows: EvaluationRow[] = [
  {
    activityResultId: 1,
    activityTitle: 'Test de vocabulario',
    courseName: 'Inglés B1',
    score: 9.5,
    feedback: 'Respuestas correctas: 19 de 20.',
    completedAt: '2026-03-02T10:00:00Z',
    submittedAt: '2026-03-02T10:00:00Z',
    teacherName: 'Marta Ruiz',
  },
  {
    activityResultId: 2,
    activityTitle: 'Redacción: mi ciudad',
    courseName: 'Inglés B1',
    score: 7.5,
    feedback: 'Buen vocabulario; revisa los tiempos verbales del pasado.',
    completedAt: '2026-03-05T10:00:00Z',
    submittedAt: '2026-03-04T18:00:00Z',
    teacherName: 'Marta Ruiz',
  },
  {
    activityResultId: 3,
    activityTitle: 'Test de verbos',
    courseName: 'Francés A2',
    score: 4,
    feedback: null,
    completedAt: '2026-03-06T10:00:00Z',
    submittedAt: '2026-03-06T10:00:00Z',
    teacherName: 'Jean Dupont',
  },
  {
    activityResultId: 4,
    activityTitle: 'Dictado',
    courseName: 'Francés A2',
    score: null,
    feedback: null,
    completedAt: null,
    submittedAt: '2026-03-08T10:00:00Z',
    teacherName: null,
  },
];

const meta = {
  component: EvaluationsTable,
  tags: ['autodocs'],
  parameters: { states: ['WithGrades', 'Empty', 'OnlyPending', 'Late', 'Phone320'], ...narrowViewports },
  args: { results: rows, timeZone: 'Europe/Madrid' },
} satisfies Meta<typeof EvaluationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGrades: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (9.5 + 7.5 + 4) / 3 = 7.0; the ungraded one does not count.
    const average = canvas.getByText('Promedio').closest('div') as HTMLElement;
    await expect(within(average).getByText('7,0')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Mis evaluaciones' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Dictado' })).toBeVisible();
    await expect(canvas.getByText('Pendiente')).toBeVisible();
    await expect(canvas.getByText('Por asignar')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Todavía no tienes evaluaciones/)).toBeVisible();
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

export const OnlyPending: Story = { args: { results: [rows[3] as EvaluationRow] } };

/** A task handed in after its due date carries 'Entregada tarde' (decision 103). */
export const Late: Story = {
  args: { results: [{ ...(rows[3] as EvaluationRow), late: true }, rows[0] as EvaluationRow] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Entregada tarde')).toHaveLength(1);
  },
};

export const AllExcellent: Story = {
  args: { results: rows.slice(0, 1).map((row) => ({ ...row, score: 10 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10,0')).toBeVisible();
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
