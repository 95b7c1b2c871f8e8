import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogContent, DialogTitle } from '../dialog/dialog';
import { Field } from '../field/field';
import { DatePicker, type DatePickerProps } from './date-picker';

/** The picker in a Field, holding its value as a form would. */
function InForm({ error, ...args }: DatePickerProps & { error?: string }) {
  const [value, setValue] = useState(args.value);
  return (
    <Field label="Fecha estimada de finalización" error={error} className="max-w-xs">
      <DatePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </Field>
  );
}

const meta = {
  component: DatePicker,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Chosen', 'Invalid', 'Disabled', 'OpenCalendar'] },
  args: { value: '', onChange: fn() },
  render: (args) => <InForm {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typed in the Spanish order; the form receives the same 'aaaa-mm-dd' the native input gave. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Fecha estimada de finalización');
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(input, '5/3/2030');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-03-05');
    await userEvent.tab();
    await expect(input).toHaveValue('05/03/2030');
  },
};

export const Chosen: Story = {
  args: { value: '2030-03-05' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Fecha estimada de finalización')).toHaveValue('05/03/2030');
  },
};

/** Text that is no date reaches the form as typed, so its validation message shows. */
export const Invalid: Story = {
  args: { value: '31/02/2030' },
  render: (args) => <InForm {...args} error="La fecha no es válida." />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Fecha estimada de finalización');
    await expect(input).toHaveValue('31/02/2030');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/La fecha no es válida\./);
  },
};

export const Disabled: Story = {
  args: { value: '2030-03-05', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Fecha estimada de finalización')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Abrir calendario' })).toBeDisabled();
  },
};

/** A Spanish calendar, used from the keyboard: arrows move the day, Enter chooses it and closes. */
export const OpenCalendar: Story = {
  // The calendar opens in the top layer but inside the story's frame, so the frame leaves room for it.
  decorators: [(Story) => <div className="min-h-[24rem]">{Story()}</div>],
  args: { value: '2030-03-05', min: '2030-03-04' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendario' }));
    const grid = await page(canvasElement).findByRole('grid');
    await expect(grid).toHaveAccessibleName(/marzo 2030/i);
    await expect(page(canvasElement).getByText('lu')).toBeVisible();
    // Days before `min` cannot be chosen.
    await expect(within(grid).getByRole('button', { name: /^domingo, 3 de marzo/ })).toBeDisabled();
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /^martes, 5 de marzo/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-03-06');
    await waitFor(() => expect(page(canvasElement).queryByRole('grid')).toBeNull());
    await expect(canvas.getByLabelText('Fecha estimada de finalización')).toHaveValue('06/03/2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendario' }));
    await page(canvasElement).findByRole('grid');
  },
};

export const Dark: Story = { args: { value: '2030-03-05' }, globals: { theme: 'dark' } };

/** The picker in a dialog that Escape would close. */
function InDialog(args: DatePickerProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Nuevo curso</DialogTitle>
        <InForm {...args} />
      </DialogContent>
    </Dialog>
  );
}

/** In a dialog: Page Down shows the next month, and Escape closes the calendar only, back on its button. */
export const InADialog: Story = {
  args: { value: '2030-03-05' },
  render: (args) => <InDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Nuevo curso' });
    const button = within(dialog).getByRole('button', { name: 'Abrir calendario' });
    await userEvent.click(button);
    const calendar = await page(canvasElement).findByRole('dialog', { name: 'Calendario' });
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /^martes, 5 de marzo/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{PageDown}');
    await expect(within(calendar).getByRole('grid')).toHaveAccessibleName('abril 2030');
    await expect(within(calendar).getByRole('button', { name: /^viernes, 5 de abril/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Calendario' })).toBeNull());
    await expect(page(canvasElement).getByRole('dialog', { name: 'Nuevo curso' })).toBeVisible();
    await expect(button).toHaveFocus();
  },
};
