import { TASK_FILE_ACCEPT } from '@aula/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskSubmissionForm } from './task-submission-form';

const pdf = new File(['%PDF-1.4'], 'redaccion.pdf', { type: 'application/pdf' });

const meta = {
  component: TaskSubmissionForm,
  tags: ['autodocs'],
  parameters: {
    states: ['Empty', 'WrongFileType', 'FileTooLarge', 'BlankAnswer', 'Submitting', 'SubmitError'],
  },
  args: { onSubmit: fn(), accept: TASK_FILE_ACCEPT },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof TaskSubmissionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Completa todos los campos requeridos' }),
    ).toBeDisabled();
  },
};

export const FillsAndSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Tu respuesta/), 'Mi ciudad es Madrid.');
    await expect(canvas.getByRole('button', { name: 'Completa todos los campos requeridos' })).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText(/Archivo adjunto/), pdf);
    await expect(canvas.getByText('Archivo seleccionado: redaccion.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Tarea' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ textAnswer: 'Mi ciudad es Madrid.', file: pdf });
  },
};

export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Archivo adjunto/), new File(['MZ'], 'programa.exe'), {
      applyAccept: false,
    });
    await expect(
      canvas.getByText(
        'Tipo de archivo no permitido. Formatos admitidos: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, ZIP y RAR.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Archivo adjunto/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'enorme.pdf');
    await userEvent.upload(canvas.getByLabelText(/Archivo adjunto/), big);
    await expect(canvas.getByText('El archivo es demasiado grande. Máximo 10MB.')).toBeVisible();
  },
};

export const BlankAnswer: Story = {
  args: { defaultValues: { textAnswer: '   ', file: pdf } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Tarea' }));
    await expect(canvas.getByText('Debes escribir una respuesta antes de enviar la tarea.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    defaultValues: { textAnswer: 'Mi ciudad es Madrid.', file: pdf },
    submitting: true,
    progress: 0.45,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Subiendo archivo: 45%' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
  },
};

export const SubmitError: Story = {
  args: {
    defaultValues: { textAnswer: 'Mi ciudad es Madrid.', file: pdf },
    error:
      'Error al enviar la tarea: El contenido del archivo no corresponde a su tipo. Adjunta un archivo válido.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error al enviar la tarea');
  },
};

export const Dark: Story = {
  args: { defaultValues: { textAnswer: 'Borrador' } },
  globals: { theme: 'dark' },
};
