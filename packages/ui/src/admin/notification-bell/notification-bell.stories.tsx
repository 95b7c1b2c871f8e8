import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotificationBell } from './notification-bell';

const meta = {
  component: NotificationBell,
  tags: ['autodocs'],
  parameters: { states: ['None', 'One', 'OverMax'] },
  args: { count: 5 },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 notificaciones' })).toHaveTextContent('5');
  },
};
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '1 notificación' })).toBeVisible();
  },
};
export const OverMax: Story = {
  args: { count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '12 notificaciones' })).toHaveTextContent('9+');
  },
};
export const None: Story = { args: { count: 0 } };
export const Dark: Story = { globals: { theme: 'dark' } };
