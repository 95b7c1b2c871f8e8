import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  component: Input,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'Invalid', 'Disabled'] },
  args: { 'aria-label': 'Nombre de usuario', placeholder: 'p. ej. maria.garcia' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de usuario' });
    await userEvent.type(input, 'maria.garcia');
    await expect(input).toHaveValue('maria.garcia');
  },
};

export const Email: Story = {
  args: { type: 'email', 'aria-label': 'Correo electrónico', placeholder: 'nombre@ejemplo.com' },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ma' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre de usuario' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'maria.garcia' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre de usuario' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkInvalid: Story = { ...Invalid, globals: { theme: 'dark' } };
