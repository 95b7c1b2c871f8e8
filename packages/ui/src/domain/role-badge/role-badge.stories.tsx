import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './role-badge';

const meta = {
  component: RoleBadge,
  tags: ['autodocs'],
  parameters: { states: ['Admin', 'Teacher', 'Student'] },
  args: { userRole: 'ADMIN' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  args: { userRole: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Administrador')).toBeVisible();
  },
};
export const Teacher: Story = { args: { userRole: 'TEACHER' } };
export const Student: Story = { args: { userRole: 'STUDENT' } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex gap-2">
      <RoleBadge userRole="ADMIN" />
      <RoleBadge userRole="TEACHER" />
      <RoleBadge userRole="STUDENT" />
    </div>
  ),
};
