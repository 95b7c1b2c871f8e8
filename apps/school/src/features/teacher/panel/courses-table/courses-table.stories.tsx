import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../../.storybook/story-fixtures';
import { TeacherCoursesTable } from './courses-table';

const courses = [
  {
    id: 1,
    name: 'Inglés B1',
    description: 'Curso intensivo de inglés de nivel intermedio con clases diarias y material personalizado.',
    level: 'B1' as const,
    type: 'INTENSIVO' as const,
    studentsCount: 12,
    approved: true,
    completed: false,
  },
  {
    id: 2,
    name: 'Francés A2',
    description: 'Grupo reducido para practicar conversación.',
    level: 'A2' as const,
    type: 'GRUPAL' as const,
    studentsCount: 0,
    approved: false,
    completed: false,
  },
  {
    id: 3,
    name: 'Alemán C1',
    description: 'Curso flexible con grabaciones.',
    level: 'C1' as const,
    type: 'FLEXIBLE' as const,
    studentsCount: 4,
    approved: true,
    completed: true,
  },
];

const meta = {
  component: TeacherCoursesTable,
  tags: ['autodocs'],
  parameters: { states: ['Courses', 'Empty', 'Phone320'], ...narrowViewports },
  args: { courses },
} satisfies Meta<typeof TeacherCoursesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Courses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ver Curso Inglés B1' })).toHaveAttribute(
      'href',
      '/teacher/course/1',
    );
    const table = canvas.getByRole('table');
    await expect(within(table).getByText('Pendiente')).toBeVisible();
    await expect(within(table).getByText('Grupal')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Todavía no has creado ningún curso/)).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** At 320 px wide nothing makes the page scroll sideways. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    // Cards, each with its status and a full-width 'Ver Curso'.
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Mis cursos' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[1] as HTMLElement).getByText('Pendiente')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Curso Alemán C1' })).toBeVisible();
  },
};
