import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseForm } from './course-form';

const meta = {
  component: CourseForm,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'Invalid', 'Submitting', 'ServerError', 'NoUser'] },
  args: { onSubmit: fn(), onCancel: fn(), today: '2030-03-10' },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CourseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nivel')).toHaveValue('A1');
    await expect(canvas.getByLabelText('Modalidad')).toHaveValue('INTENSIVO');
    await expect(canvas.getByLabelText('Idioma')).toHaveValue('es');
    await expect(canvas.getByText('0/500 caracteres')).toBeVisible();
    await expect(canvas.getByLabelText(/Fecha estimada/)).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nombre del curso/), 'Francés B2');
    await userEvent.type(canvas.getByLabelText(/Descripción/), 'Curso de francés de nivel B2.');
    await expect(canvas.getByText('29/500 caracteres')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Nivel'), 'B2');
    await userEvent.selectOptions(canvas.getByLabelText('Modalidad'), 'GRUPAL');
    await userEvent.selectOptions(canvas.getByLabelText('Idioma'), 'fr');
    await userEvent.type(canvas.getByLabelText(/Fecha estimada/), '30/06/2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear Curso' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Francés B2',
      description: 'Curso de francés de nivel B2.',
      level: 'B2',
      type: 'GRUPAL',
      language: 'fr',
      completedAt: '2030-06-30',
    });
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nombre del curso/), 'ab');
    await userEvent.type(canvas.getByLabelText(/Descripción/), 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear Curso' }));
    await expect(canvas.getByText('El nombre debe tener al menos 3 caracteres')).toBeVisible();
    await expect(canvas.getByText('La descripción debe tener al menos 10 caracteres')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/Nombre del curso/));
    await expect(canvas.getByText('El nombre del curso es obligatorio')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: { name: 'Inglés B1', description: 'Curso intensivo de inglés.' } },
};

export const ServerError: Story = {
  args: { error: 'Hubo un error al crear el curso. Por favor, inténtalo de nuevo.' },
};

export const NoUser: Story = { args: { error: 'No se encontró el usuario autenticado.' } };
export const Dark: Story = { args: { defaultValues: { name: 'Inglés B1' } }, globals: { theme: 'dark' } };
