import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SaveStatus } from './save-status';

const meta = {
  component: SaveStatus,
  tags: ['autodocs'],
  parameters: { states: ['Idle', 'Saving', 'Saved', 'Offline', 'OfflineCompact'] },
  args: { status: 'idle' },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing said before the first answer, but the live region is there to announce the first change. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const status = canvasElement.querySelector('[data-slot="save-status"]');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('');
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Guardando…')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Guardado')).toBeVisible();
  },
};

export const Offline: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Sin conexión: tus respuestas se guardarán al volver la conexión'),
    ).toBeVisible();
  },
};

export const OfflineCompact: Story = { args: { status: 'offline', compact: true } };

export const OfflineDark: Story = { args: { status: 'offline' }, globals: { theme: 'dark' } };
