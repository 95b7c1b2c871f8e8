import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  narrowViewports,
  phone320,
} from '../../../../../.storybook/story-fixtures';
import { announcementCourses, recipients } from '../story-data';
import { MessageComposer } from './message-composer';

const allowed = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'zip', 'rar'];

const pdf = new File(['%PDF-1.4'], 'redaccion.pdf', { type: 'application/pdf' });
const sendFailed = 'No se ha podido enviar el mensaje. Tu texto sigue aquí: inténtalo de nuevo.';

const meta = {
  component: MessageComposer,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Composing',
      'NewMessage',
      'Announcement',
      'Sending',
      'UploadingAttachment',
      'UploadingWithStop',
      'UploadedAwaitingAnswer',
      'UploadStopped',
      'SendFailed',
      'AttachmentTooBig',
      'TooLong',
      'EmptyMessage',
    ],
  },
  args: { onSubmit: fn(), accept: allowed.map((ext) => `.${ext}`).join(',') },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Composing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Mensaje/), 'Hola{Enter}Adiós');
    await expect(canvas.getByText('10 / 5.000 caracteres')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/Adjunto/), pdf);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ body: 'Hola\nAdiós', file: pdf }),
    );
  },
};

export const DarkComposing: Story = { ...Composing, globals: { theme: 'dark' } };

export const NewMessage: Story = {
  args: { mode: 'new', recipients },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Francés A1' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText(/^Para/), '8:5');
    await userEvent.type(canvas.getByLabelText(/^Mensaje/), '¿Vienes mañana?');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ recipient: '8:5', body: '¿Vienes mañana?' }),
    );
  },
};

export const Announcement: Story = {
  args: { mode: 'announcement', announcementCourses },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar anuncio' }));
    await expect(canvas.getByText('Elige el curso del anuncio.')).toBeVisible();
    await expect(canvas.getByText('Escribe el asunto del anuncio.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText(/^Curso/), '3');
    await userEvent.type(canvas.getByLabelText(/^Asunto/), 'Examen');
    await userEvent.type(canvas.getByLabelText(/^Mensaje/), 'El examen es el lunes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar anuncio' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ courseId: '3', subject: 'Examen', body: 'El examen es el lunes.' }),
    );
  },
};

export const DarkAnnouncement: Story = { ...Announcement, globals: { theme: 'dark' } };

export const Sending: Story = {
  args: { submitting: true, defaultValues: { body: 'Perfecto, muchas gracias.', file: pdf } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Mensaje/)).toHaveValue('Perfecto, muchas gracias.');
  },
};

/** A message with an attachment on its way: how much of the file has gone, in words and as a bar. */
export const UploadingAttachment: Story = {
  args: {
    submitting: true,
    progress: 0.4,
    defaultValues: { body: 'Te mando la redacción corregida.', file: pdf },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Subiendo adjunto: 40%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    // The file stays chosen and cannot be taken off halfway.
    await expect(canvas.getByLabelText(/Adjunto/)).toHaveAccessibleDescription(/redaccion\.pdf/);
    await expect(canvas.queryByRole('button', { name: 'Quitar adjunto' })).toBeNull();
  },
};

export const DarkUploadingAttachment: Story = { ...UploadingAttachment, globals: { theme: 'dark' } };

/** The app can stop the upload: 'Cancelar envío' beside the bar, while the other buttons wait. */
export const UploadingWithStop: Story = {
  args: {
    submitting: true,
    progress: 0.4,
    onStopUpload: fn(),
    onCancel: fn(),
    defaultValues: { body: 'Te mando la redacción corregida.', file: pdf },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Subiendo adjunto: 40%' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar envío' }));
    await expect(args.onStopUpload).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The whole file has gone and the server's answer is awaited: too late to stop, so no 'Cancelar envío'. */
export const UploadedAwaitingAnswer: Story = {
  args: {
    submitting: true,
    progress: 1,
    onStopUpload: fn(),
    defaultValues: { body: 'Te mando la redacción corregida.', file: pdf },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Subiendo adjunto: 100%' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar envío' })).toBeNull();
  },
};

/** Stopped on its way: said politely, with the text and the file still there for another try. */
export const UploadStopped: Story = {
  args: {
    uploadStopped: true,
    onStopUpload: fn(),
    defaultValues: { body: 'Te mando la redacción corregida.', file: pdf },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Envío cancelado.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancelar envío' })).toBeNull();
    await expect(canvas.getByLabelText(/^Mensaje/)).toHaveValue('Te mando la redacción corregida.');
    await expect(canvas.getByLabelText(/Adjunto/)).toHaveAccessibleDescription(/redaccion\.pdf/);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ body: 'Te mando la redacción corregida.', file: pdf }),
    );
  },
};

export const SendFailed: Story = {
  args: { error: sendFailed, defaultValues: { body: 'Perfecto, muchas gracias.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(sendFailed);
    await expect(canvas.getByLabelText(/^Mensaje/)).toHaveValue('Perfecto, muchas gracias.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ body: 'Perfecto, muchas gracias.' }),
    );
  },
};

export const DarkSendFailed: Story = { ...SendFailed, globals: { theme: 'dark' } };

export const AttachmentTooBig: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'video.pdf');
    await userEvent.type(canvas.getByLabelText(/^Mensaje/), 'Te mando el vídeo.');
    await userEvent.upload(canvas.getByLabelText(/Adjunto/), big);
    await expect(canvas.getByText('El adjunto es demasiado grande. Máximo 10MB.')).toBeVisible();
    await expect(canvas.getByLabelText(/Adjunto/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar adjunto' }));
    await expect(canvas.queryByText('El adjunto es demasiado grande. Máximo 10MB.')).toBeNull();
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ file: null }));
  },
};

export const TooLong: Story = {
  args: { defaultValues: { body: 'a'.repeat(5001) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5.001 / 5.000 caracteres')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('El mensaje no puede superar los 5.000 caracteres.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Escribe el mensaje.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone320: Story = {
  args: { mode: 'new', recipients },
  parameters: narrowViewports,
  globals: phone320,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
