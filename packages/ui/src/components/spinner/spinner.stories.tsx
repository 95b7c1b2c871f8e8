import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  component: Spinner,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'Small', 'Large'] },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const CustomLabel: Story = {
  args: { label: 'Verificando tu correo...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verificando tu correo...');
  },
};

export const Dark: Story = { ...Large, globals: { theme: 'dark' } };
