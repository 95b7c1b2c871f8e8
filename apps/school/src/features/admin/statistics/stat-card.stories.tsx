import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersIcon } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from './stat-card';

const meta = {
  component: StatCard,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'WithHint', 'Zero', 'WithoutIcon'] },
  args: { label: 'Total de usuarios', value: 16, icon: <UsersIcon />, tone: 'primary' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Total de usuarios');
    await expect(canvas.getByRole('definition')).toHaveTextContent('16');
  },
};
export const WithHint: Story = { args: { hint: 'Profesores y estudiantes' } };
export const Zero: Story = { args: { value: 0, tone: 'neutral' } };
export const Thousands: Story = {
  args: { value: 100000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('100.000');
  },
};
export const WithoutIcon: Story = { args: { icon: undefined } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { hint: 'Profesores y estudiantes' } };
