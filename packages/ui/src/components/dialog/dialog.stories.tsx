import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  component: Dialog,
  // The parts are documented with the whole: a dialog is only ever composed from them.
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
    DialogPortal,
    DialogOverlay,
  },
  tags: ['autodocs'],
  parameters: { states: ['Closed', 'Open'] },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="danger">Eliminar material</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Eliminar material</DialogTitle>
          <DialogDescription>
            ¿Seguro que quieres eliminar «Unidad 1: saludos»? Esta acción no se puede deshacer.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="danger">Eliminar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The dialog is portalled to <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    const trigger = canvas.getByRole('button', { name: 'Eliminar material' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Eliminar material' });
    await expect(dialog).toHaveAccessibleDescription(/Esta acción no se puede deshacer/);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Eliminar material' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // Reopen so the accessibility check runs with the dialog on screen.
    await userEvent.click(page.getByRole('button', { name: 'Eliminar material' }));
    await expect(await page.findByRole('dialog')).toBeVisible();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
