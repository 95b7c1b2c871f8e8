import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreBadge } from './score-badge';

const meta = {
  component: ScoreBadge,
  tags: ['autodocs'],
  parameters: { states: ['Excellent', 'Good', 'Pass', 'Fail', 'Pending'] },
  args: { score: 9.5 },
} satisfies Meta<typeof ScoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {
  args: { score: 9.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nota: 9,5 sobre 10')).toBeInTheDocument();
  },
};
export const Good: Story = { args: { score: 7.5 } };
export const Pass: Story = { args: { score: 5 } };
export const Fail: Story = { args: { score: 3.2 } };
export const Pending: Story = {
  args: { score: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pendiente')).toBeVisible();
  },
};
export const Dark: Story = { args: { score: 8 }, globals: { theme: 'dark' } };
export const DarkFail: Story = { args: { score: 2 }, globals: { theme: 'dark' } };
