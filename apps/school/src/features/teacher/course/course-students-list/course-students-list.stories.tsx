import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../../.storybook/story-fixtures';
import { CourseStudentsList } from './course-students-list';

const students = [
  { id: 1, name: 'Ana', surname: 'García', username: 'anag' },
  { id: 2, name: 'Luis', surname: 'Pérez', username: 'lperez' },
];

const meta = {
  component: CourseStudentsList,
  tags: ['autodocs'],
  parameters: { states: ['Students', 'SearchByName', 'Empty', 'Phone320'], ...narrowViewports },
  args: { students, onMessage: fn() },
} satisfies Meta<typeof CourseStudentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Students: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mensaje a Luis Pérez' }));
    await expect(args.onMessage).toHaveBeenCalledWith(students[1]);
  },
};
export const SearchByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Buscar por nombre'), 'garcia');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(canvas.getByLabelText('Buscar por nombre'), 'x');
    await expect(canvas.getByText('Ningún estudiante coincide con la búsqueda.')).toBeVisible();
  },
};
export const Empty: Story = { args: { students: [] } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** At 320 px wide nothing makes the page scroll sideways. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
