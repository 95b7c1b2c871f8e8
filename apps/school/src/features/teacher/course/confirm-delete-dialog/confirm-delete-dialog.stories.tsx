import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const meta = {
  component: ConfirmDeleteDialog,
  tags: ['autodocs'],
  parameters: { states: ['Ask', 'TestWarning', 'Deleting', 'Done', 'Failed'] },
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), itemName: 'Tema 1: vocabulario' },
} satisfies Meta<typeof ConfirmDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Ask: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Confirmar eliminación' });
    await expect(within(dialog).getByText(/Esta acción no se puede deshacer\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const TestWarning: Story = {
  args: {
    itemName: 'Test de vocabulario',
    warning: 'Es un test: también se eliminarán todas sus preguntas y opciones.',
  },
};

export const Deleting: Story = {
  args: { status: 'deleting' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
  },
};

export const Done: Story = { args: { status: 'done', message: 'Material eliminado correctamente.' } };
export const Failed: Story = {
  args: { status: 'error', message: 'Error al eliminar el material. Inténtalo de nuevo.' },
};
export const Dark: Story = { args: { warning: 'Se eliminarán sus preguntas.' }, globals: { theme: 'dark' } };
