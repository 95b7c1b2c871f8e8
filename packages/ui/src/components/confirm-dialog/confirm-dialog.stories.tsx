import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { states: ['Ask', 'Busy', 'Done', 'Failed'] },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    itemName: 'Preparación DELF B2',
    title: 'Rechazar curso',
    description: 'El curso se eliminará y esta acción no se puede deshacer.',
    confirmLabel: 'Rechazar',
    busyLabel: 'Rechazando...',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Ask: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rechazar curso' });
    await expect(dialog).toHaveTextContent('Preparación DELF B2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { status: 'busy' },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Rechazando...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Not closable while the call runs: its result must be seen.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Done: Story = { args: { status: 'done', message: 'Curso rechazado.' } };
export const Failed: Story = {
  args: { status: 'error', message: 'No se pudo rechazar el curso. Inténtalo de nuevo.' },
};
export const FinishDark: Story = {
  args: {
    itemName: 'Inglés general A1',
    confirmVariant: 'secondary',
    title: 'Finalizar curso',
    description: 'El curso dejará de estar activo y pasará a Finalizado. Esta acción no se puede deshacer.',
    confirmLabel: 'Finalizar',
    busyLabel: 'Finalizando...',
  },
  globals: { theme: 'dark' },
};
