import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { PasswordInput } from './password-input';

const meta = {
  component: PasswordInput,
  tags: ['autodocs'],
  parameters: { states: ['Hidden', 'Visible', 'WithError', 'Disabled'] },
  args: { defaultValue: 'secreta123', autoComplete: 'current-password', onVisibleChange: fn() },
  render: (args) => (
    <Field label="Contraseña" className="max-w-sm">
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');

    const show = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    const hide = canvas.getByRole('button', { name: 'Ocultar contraseña' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  },
};

export const Visible: Story = {
  args: { defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The parent owns visibility (the login page hides the password again when its alert is closed). */
export const Controlled: Story = {
  args: { visible: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(args.onVisibleChange).toHaveBeenCalledWith(false);
    // Still visible: only the parent may change a controlled value.
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field
      label="Contraseña"
      required
      error="La contraseña debe tener al menos 6 caracteres"
      className="max-w-sm"
    >
      <PasswordInput {...args} defaultValue="123" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Contraseña/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Hidden, globals: { theme: 'dark' } };

export const DarkWithError: Story = { ...WithError, globals: { theme: 'dark' } };
