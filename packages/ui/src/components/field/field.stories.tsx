import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { Field } from './field';

const meta = {
  component: Field,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'Required', 'WithHint', 'WithError', 'Disabled'] },
  args: { label: 'Nombre de usuario', children: <Input autoComplete="username" />, className: 'max-w-sm' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de usuario' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de usuario (obligatorio)' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  args: { hint: 'Entre 3 y 30 caracteres.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de usuario' });
    await expect(input).toHaveAccessibleDescription('Entre 3 y 30 caracteres.');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'Entre 3 y 30 caracteres.',
    error: 'El nombre de usuario debe tener al menos 3 caracteres',
    children: <Input autoComplete="username" defaultValue="ma" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nombre de usuario/ });
    await expect(input).toBeInvalid();
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription(
      'El nombre de usuario debe tener al menos 3 caracteres Entre 3 y 30 caracteres.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="maria.garcia" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre de usuario' })).toBeDisabled();
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Descripción',
    hint: 'Entre 10 y 500 caracteres.',
    children: <Textarea />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(
      'Entre 10 y 500 caracteres.',
    );
  },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };

export const DarkDisabled: Story = { ...Disabled, globals: { theme: 'dark' } };
