import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { NativeSelect } from './native-select';

const meta = {
  component: NativeSelect,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'WithError', 'Disabled'] },
  args: {
    defaultValue: 'all',
    children: (
      <>
        <option value="all">Todos los cursos</option>
        <option value="a1">Intensivo de español A1</option>
        <option value="b2">Conversación B2</option>
      </>
    ),
  },
  // It takes its label, error and wiring from the Field around it, as in the teacher's students list.
  render: ({ error, ...args }: Parameters<typeof NativeSelect>[0] & { error?: string }) => (
    <Field label="Curso" error={error} className="max-w-sm">
      <NativeSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Curso' });
    await userEvent.selectOptions(select, 'b2');
    await expect(select).toHaveValue('b2');
  },
};

export const WithError: Story = {
  args: { error: 'Elige un curso' } as Story['args'],
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Curso' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Elige un curso');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Curso' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
