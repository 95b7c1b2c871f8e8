import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { en } from '../../strings/en';
import { UiStringsProvider } from '../../strings/strings-provider';
import { DueStatusBadge } from './due-status-badge';

const now = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

const meta = {
  component: DueStatusBadge,
  tags: ['autodocs'],
  parameters: { states: ['Overdue', 'Today', 'Soon', 'ThisWeek', 'Future'] },
  args: { now, dueDate: inDays(10) },
} satisfies Meta<typeof DueStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overdue: Story = {
  args: { dueDate: inDays(-2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vencida (hace 2 días)')).toBeVisible();
  },
};
export const Today: Story = {
  args: { dueDate: new Date(now.getTime() + 3_600_000 * -1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hoy')).toBeVisible();
  },
};
export const Soon: Story = { args: { dueDate: inDays(1) } };
export const ThisWeek: Story = { args: { dueDate: inDays(5) } };
export const Future: Story = { args: { dueDate: inDays(30) } };
export const Translated: Story = {
  args: { dueDate: inDays(3) },
  decorators: [(Story) => <UiStringsProvider strings={en}>{Story()}</UiStringsProvider>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 days left')).toBeVisible();
  },
};
export const Dark: Story = { args: { dueDate: inDays(2) }, globals: { theme: 'dark' } };
export const DarkOverdue: Story = { args: { dueDate: inDays(-1) }, globals: { theme: 'dark' } };
