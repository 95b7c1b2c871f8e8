import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { DateTimePicker, type DateTimePickerProps } from './date-picker';

/** The picker in a Field, holding its value as the activity form does. */
function InForm({ error, ...args }: DateTimePickerProps & { error?: string }) {
  const [value, setValue] = useState(args.value);
  return (
    <Field label="Fecha límite" required error={error} className="max-w-xs">
      <DateTimePicker
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
  component: DateTimePicker,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'DateAlone', 'Chosen', 'Invalid', 'Disabled', 'OpenCalendar'] },
  args: { value: '', onChange: fn() },
  render: (args) => <InForm {...args} />,
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typed as 'dd/mm/aaaa hh:mm'; the form receives the 'aaaa-mm-ddThh:mm' of the native input it replaces. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/Fecha límite/);
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await userEvent.type(input, '5/3/2030 18:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-03-05T18:30');
    await userEvent.tab();
    await expect(input).toHaveValue('05/03/2030 18:30');
  },
};

/** A date typed without a time is read day first and takes the default time (23:59). */
export const DateAlone: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/Fecha límite/);
    await userEvent.type(input, '10/12/2030');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-12-10T23:59');
    await userEvent.tab();
    await expect(input).toHaveValue('10/12/2030 23:59');
  },
};

export const Chosen: Story = {
  args: { value: '2030-03-05T18:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Fecha límite/)).toHaveValue('05/03/2030 18:30');
  },
};

export const Invalid: Story = {
  args: { value: '05/03/2030' },
  render: (args) => <InForm {...args} error="La fecha límite es obligatoria" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Fecha límite/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/La fecha límite es obligatoria/);
  },
};

export const Disabled: Story = {
  args: { value: '2030-03-05T18:30', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Fecha límite/)).toBeDisabled();
  },
};

/** Picking a day keeps the typed time. */
export const OpenCalendar: Story = {
  // The calendar opens in the top layer but inside the story's frame, so the frame leaves room for it.
  decorators: [(Story) => <div className="min-h-[24rem]">{Story()}</div>],
  args: { value: '2030-03-05T18:30' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendario' }));
    const grid = await page(canvasElement).findByRole('grid');
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /^martes, 5 de marzo/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-03-12T18:30');
    await expect(canvas.getByLabelText(/Fecha límite/)).toHaveValue('12/03/2030 18:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendario' }));
    await page(canvasElement).findByRole('grid');
  },
};

export const Dark: Story = { args: { value: '2030-03-05T18:30' }, globals: { theme: 'dark' } };
