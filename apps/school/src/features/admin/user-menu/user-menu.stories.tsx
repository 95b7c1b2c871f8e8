import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  component: UserMenu,
  tags: ['autodocs'],
  parameters: { states: ['Closed', 'OpenAndLogout'] },
  args: { name: 'Beatriz Jefa', roleLabel: 'Administrador', onLogout: fn() },
  decorators: [(Story) => <div className="flex justify-end">{Story()}</div>],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Administrador')).toBeVisible();
  },
};

export const OpenAndLogout: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Menú de usuario/ }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await waitFor(() => body.getByRole('menu'));
    await expect(within(menu).getByRole('menuitem', { name: 'Configuración' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const KeyboardOpen: Story = {
  args: { onSettings: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: /Menú de usuario/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Configuración' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSettings).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const ArrowKeysSkipDisabledAndEscapeReturnsFocus: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Menú de usuario/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // 'Configuración' is disabled without onSettings: focus lands on, and stays on, 'Cerrar sesión'.
    const logout = body.getByRole('menuitem', { name: 'Cerrar sesión' });
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Menú de usuario/ });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
