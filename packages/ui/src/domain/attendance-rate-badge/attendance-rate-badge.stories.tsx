import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttendanceRateBadge } from './attendance-rate-badge';

const meta = {
  component: AttendanceRateBadge,
  tags: ['autodocs'],
  parameters: { states: ['Good', 'Low', 'NoneYet'] },
  args: { rate: 92, warning: false },
} satisfies Meta<typeof AttendanceRateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Good: Story = {
  args: { rate: 92, warning: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('92 %')).toBeVisible();
  },
};
export const Low: Story = {
  args: { rate: 79, warning: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('79 % · asistencia baja')).toBeVisible();
  },
};
export const NoneYet: Story = {
  args: { rate: null, warning: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin datos')).toBeVisible();
  },
};
export const Dark: Story = { args: { rate: 100, warning: false }, globals: { theme: 'dark' } };
export const DarkLow: Story = { args: { rate: 50, warning: true }, globals: { theme: 'dark' } };
