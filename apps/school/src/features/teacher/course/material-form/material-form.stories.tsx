import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaterialForm } from './material-form';

const meta = {
  component: MaterialForm,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Add',
      'AddMissingTitle',
      'Uploading',
      'UploadError',
      'Uploaded',
      'EditWithFile',
      'EditVideo',
      'EditError',
      'EditSaved',
    ],
  },
  args: { mode: 'add', onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof MaterialForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Título/), 'Tema 1');
    const file = new File(['%PDF-1.4'], 'tema1.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/Archivo/), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Subir material' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Tema 1', youtubeLink: '', file });
  },
};

export const AddMissingTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Enlace de YouTube/), 'youtube');
    await userEvent.click(canvas.getByRole('button', { name: 'Subir material' }));
    await expect(canvas.getByText('Debes ingresar un título.')).toBeVisible();
    await expect(canvas.getByText('El enlace debe ser una URL válida.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { submitting: true, progress: 0.42, defaultValues: { title: 'Tema 1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Progreso de la subida: 42%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Progreso de la subida: 42%')).toBeVisible();
  },
};

export const UploadError: Story = { args: { error: 'Error al subir el material.' } };
export const Uploaded: Story = {
  args: { success: 'Material subido correctamente.', defaultValues: { title: 'Tema 1' } },
};

export const EditWithFile: Story = {
  args: {
    mode: 'edit',
    defaultValues: { title: 'Tema 1', youtubeLink: '' },
    hasFile: true,
    currentFileName: 'tema1.pdf',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Título/)).toHaveValue('Tema 1');
    await expect(canvas.getByText(/Archivo actual: tema1.pdf/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  },
};

export const EditVideo: Story = {
  args: {
    mode: 'edit',
    defaultValues: { title: 'Pronunciación', youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    hasFile: false,
  },
};

export const EditError: Story = {
  args: {
    mode: 'edit',
    defaultValues: { title: 'Tema 1' },
    error: 'Error al actualizar el material. Inténtalo de nuevo.',
  },
};
export const EditSaved: Story = {
  args: { mode: 'edit', defaultValues: { title: 'Tema 1' }, success: 'Material actualizado correctamente.' },
};
export const Dark: Story = { args: { submitting: true, progress: 0.7 }, globals: { theme: 'dark' } };
