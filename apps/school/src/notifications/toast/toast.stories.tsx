import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from './toast';

const meta = {
  component: Toaster,
  tags: ['autodocs'],
  parameters: { states: ['Success', 'SessionExpired', 'DatabaseError', 'Warning', 'Several'] },
  args: {
    onDismiss: fn(),
    toasts: [{ id: '1', variant: 'success', title: '¡Actividad eliminada!' }],
    // Stories keep their toasts until closed, so the checks can see them.
    duration: 1_000_000,
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('¡Actividad eliminada!')).toBeVisible();
  },
};

export const SessionExpired: Story = {
  args: {
    toasts: [
      {
        id: '2',
        variant: 'danger',
        title: 'Sesión expirada',
        description: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
      },
    ],
  },
};

export const DatabaseError: Story = {
  args: {
    toasts: [
      {
        id: '3',
        variant: 'danger',
        title: 'Error de base de datos',
        description: 'Error en la base de datos. Contacta al administrador del sistema.',
      },
    ],
  },
  globals: { theme: 'dark' },
};

export const Warning: Story = {
  args: {
    toasts: [
      {
        id: '6',
        variant: 'warning',
        title: '¿Seguro que quieres salir? Los cambios no guardados se perderán.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Seguro que quieres salir/)).toBeVisible();
  },
};

export const Several: Story = {
  args: {
    toasts: [
      { id: '4', variant: 'success', title: '¡Actividad actualizada!' },
      { id: '5', variant: 'info', title: 'Material subido correctamente.' },
    ],
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Cerrar' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

export const GoneAfterDuration: Story = {
  args: { duration: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('1'), { timeout: 3000 });
  },
};

/** F8 moves focus to the list, Tab reaches the toast, Escape closes it and focus stays in the list. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = await body(canvasElement).findByText('¡Actividad eliminada!');
    await userEvent.keyboard('{F8}');
    const list = toast.closest('ol');
    await expect(list).toHaveFocus();
    await userEvent.tab();
    await expect(toast.closest('[data-slot=toast]')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
    await waitFor(() => expect(body(canvasElement).queryByText('¡Actividad eliminada!')).toBeNull());
    await expect(list).toHaveFocus();
  },
};
