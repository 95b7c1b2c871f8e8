import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  component: Textarea,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'Invalid', 'Disabled'] },
  args: { 'aria-label': 'Descripción del curso', placeholder: 'Describe el curso en pocas líneas' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Descripción del curso' });
    await userEvent.type(textarea, 'Curso intensivo de inglés para principiantes.');
    await expect(textarea).toHaveValue('Curso intensivo de inglés para principiantes.');
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'Corto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción del curso' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Curso intensivo de inglés.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción del curso' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
