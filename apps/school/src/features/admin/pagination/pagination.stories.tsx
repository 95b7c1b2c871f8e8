import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../.storybook/story-fixtures';
import { Pagination } from './pagination';

const meta = {
  component: Pagination,
  tags: ['autodocs'],
  parameters: { states: ['First', 'Middle', 'Last', 'SinglePage', 'Phone320'], ...narrowViewports },
  args: { page: 2, size: 20, total: 95, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Página 2 de 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
export const First: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  },
};
export const Last: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};
export const SinglePage: Story = {
  args: { page: 1, total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** At 320 px wide nothing makes the page scroll sideways, and every control is at least 24 × 24 px. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
