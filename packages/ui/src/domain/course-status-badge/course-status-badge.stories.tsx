import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseStatusBadge } from './course-status-badge';

const meta = {
  component: CourseStatusBadge,
  tags: ['autodocs'],
  parameters: { states: ['Pending', 'Active', 'Completed'] },
  args: { status: 'pending' },
} satisfies Meta<typeof CourseStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pendiente')).toBeVisible();
  },
};
export const Active: Story = { args: { status: 'active' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex gap-2">
      <CourseStatusBadge status="pending" />
      <CourseStatusBadge status="active" />
      <CourseStatusBadge status="completed" />
    </div>
  ),
};
