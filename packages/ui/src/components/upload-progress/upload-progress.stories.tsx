import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadProgress } from './upload-progress';

const meta = {
  component: UploadProgress,
  tags: ['autodocs'],
  parameters: { states: ['Starting', 'Partway', 'Finished'] },
  args: { value: 0.4 },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Subiendo archivo: 0%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
  },
};

/** The share is rounded to a whole percentage, in the words and in the bar's value alike. */
export const Partway: Story = {
  args: { value: 0.404 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Subiendo archivo: 40%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const DarkPartway: Story = { ...Partway, globals: { theme: 'dark' } };

export const Finished: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Subiendo archivo: 100%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};
