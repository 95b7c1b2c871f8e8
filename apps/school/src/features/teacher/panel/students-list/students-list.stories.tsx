import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../../.storybook/story-fixtures';
import { TeacherStudentsList } from './students-list';

const rows = [
  { id: 1, name: 'Ana', surname: 'García', username: 'anag', courseId: 10, courseName: 'Inglés B1' },
  { id: 1, name: 'Ana', surname: 'García', username: 'anag', courseId: 11, courseName: 'Alemán A1' },
  { id: 2, name: 'Luis', surname: 'Pérez', username: 'lperez', courseId: 10, courseName: 'Inglés B1' },
  { id: 3, name: 'Élodie', surname: 'Martin', username: 'elo', courseId: 11, courseName: 'Alemán A1' },
];

const meta = {
  component: TeacherStudentsList,
  tags: ['autodocs'],
  parameters: {
    states: ['Students', 'Search', 'CourseFilter', 'Empty', 'MessageButton', 'Phone320'],
    ...narrowViewports,
  },
  args: { rows, onMessage: fn() },
} satisfies Meta<typeof TeacherStudentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Students: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 3 de 3 estudiantes')).toBeVisible();
    await expect(canvas.getByText('AG')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Buscar estudiante'), 'perez');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Luis Pérez')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Buscar estudiante'));
    await userEvent.type(canvas.getByLabelText('Buscar estudiante'), 'nadie');
    await expect(canvas.getByText('Ningún estudiante coincide con la búsqueda.')).toBeVisible();
  },
};

export const CourseFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Curso'), 'Alemán A1');
    await expect(canvas.getByText('Mostrando 2 de 3 estudiantes')).toBeVisible();
    await expect(canvas.queryByText('Luis Pérez')).toBeNull();
  },
};

export const Empty: Story = { args: { rows: [] } };
/** 'Mensaje' writes about the course chosen in the filter, else about the student's first course. */
export const MessageButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mensaje a Ana García' }));
    await expect(args.onMessage).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), 10);
    await userEvent.selectOptions(canvas.getByLabelText('Curso'), '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Mensaje a Ana García' }));
    await expect(args.onMessage).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), 11);
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
