import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StudentCourseCard } from './course-card';

const meta = {
  component: StudentCourseCard,
  tags: ['autodocs'],
  parameters: { states: ['InProgress', 'Completed', 'WithoutTeacher'] },
  args: {
    href: '/student/course/7',
    course: {
      id: 7,
      name: 'Inglés B1 intensivo',
      description: 'Conversación diaria, gramática del pasado y preparación para el examen oficial.',
      level: 'B1',
      type: 'INTENSIVO',
      teacherName: 'Marta Ruiz',
      completed: false,
    },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof StudentCourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Acceder al curso/ });
    await expect(link).toHaveAttribute('href', '/student/course/7');
    await expect(within(canvasElement).getByText('En curso')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { course: { ...meta.args.course, completed: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Revisar curso/ })).toBeVisible();
    await expect(within(canvasElement).getByText('Finalizado')).toBeVisible();
  },
};

export const WithoutTeacher: Story = {
  args: { course: { ...meta.args.course, teacherName: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Por asignar')).toBeVisible();
  },
};

export const LongTexts: Story = {
  args: {
    course: {
      ...meta.args.course,
      name: 'Francés C1 para profesionales de la hostelería y el turismo internacional',
      description: 'Un curso muy completo. '.repeat(20),
      level: 'C1',
      type: 'FLEXIBLE',
    },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkCompleted: Story = {
  args: { course: { ...meta.args.course, completed: true } },
  globals: { theme: 'dark' },
};
