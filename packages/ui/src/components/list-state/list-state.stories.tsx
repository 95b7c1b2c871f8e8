import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ListState } from './list-state';

const meta = {
  component: ListState,
  tags: ['autodocs'],
  parameters: { states: ['Loading', 'Failed', 'FailedWithoutRetry', 'Empty', 'Ready'] },
  args: {
    status: 'ready',
    empty: false,
    emptyMessage: 'No hay cursos que coincidan con la búsqueda.',
    children: (
      <ul className="list-disc pl-6">
        <li>Intensivo de español A1</li>
        <li>Conversación B2</li>
      </ul>
    ),
  },
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Error al cargar los datos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedWithoutRetry: Story = {
  args: { status: 'error', errorMessage: 'No tienes permiso para ver los cursos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tienes permiso para ver los cursos')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay cursos que coincidan con la búsqueda.')).toBeVisible();
  },
};

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const DarkFailed: Story = { ...Failed, globals: { theme: 'dark' } };
