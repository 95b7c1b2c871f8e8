import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  component: Checkbox,
  tags: ['autodocs'],
  parameters: { states: ['Unchecked', 'Checked', 'Disabled', 'InAForm'] },
  args: { label: 'No cerrar sesión', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'No cerrar sesión' });
    await expect(checkbox).not.toBeChecked();
    // Clicking the label toggles the box: they are associated.
    await userEvent.click(canvas.getByText('No cerrar sesión'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'No cerrar sesión' });
    await expect(checkbox).toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'No cerrar sesión' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...Checked, globals: { theme: 'dark' } };

export const DarkUnchecked: Story = { ...Unchecked, globals: { theme: 'dark' } };

/** Named, it takes part in its form as a native checkbox did: its value when ticked, back to the default on reset. */
export const InAForm: Story = {
  args: { name: 'recordar', defaultChecked: false },
  render: (args) => (
    <form aria-label="Preferencias">
      <Checkbox {...args} />
      <button type="reset">Restablecer</button>
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Preferencias' }) as HTMLFormElement;
    const checkbox = canvas.getByRole('checkbox', { name: 'No cerrar sesión' });
    await expect(new FormData(form).get('recordar')).toBeNull();
    await userEvent.click(checkbox);
    await expect(new FormData(form).get('recordar')).toBe('on');
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer' }));
    await expect(checkbox).not.toBeChecked();
    await expect(new FormData(form).get('recordar')).toBeNull();
  },
};
