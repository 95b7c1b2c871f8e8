import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  narrowViewports,
  phone320,
} from '../../../../../.storybook/story-fixtures';
import {
  announcementConversation,
  announcementMessages,
  announcementPost,
  directConversation,
  privateReply,
  sentAnnouncement,
  threadMessages,
} from '../story-data';
import { MessageThread } from './message-thread';

const meta = {
  component: MessageThread,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Thread',
      'NotReadYet',
      'SentAnnouncement',
      'PrivateReply',
      'CannotReply',
      'Loading',
      'LoadError',
    ],
  },
  args: {
    conversation: directConversation,
    messages: threadMessages,
    onBack: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Marta Ruiz' })).toBeVisible();
    await expect(canvas.getByText('Curso: Inglés B2 - Mañanas')).toBeVisible();
    // Markup in a message is text: the <b> is shown, never rendered.
    await expect(canvas.getByText(/<b>No<\/b> hace falta más\./)).toBeVisible();
    await expect(canvasElement.querySelector('li b')).toBeNull();
    // Line breaks are kept.
    await expect(canvas.getByText(/Hola, Marta:/).textContent).toContain('\n¿La redacción');
    await expect(canvas.getAllByText('Leído')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar borrador-redaccion.pdf (242 KB)' }));
    await expect(args.onDownload).toHaveBeenCalledWith(threadMessages[0]);
  },
};

export const DarkThread: Story = { ...Thread, globals: { theme: 'dark' } };

export const NotReadYet: Story = {
  args: {
    messages: threadMessages.map((message) => (message.id === 103 ? { ...message, readBy: 0 } : message)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enviado')).toBeVisible();
    await expect(canvas.queryByText('Leído')).toBeNull();
  },
};

export const SentAnnouncement: Story = {
  args: { conversation: sentAnnouncement, messages: announcementMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Anuncio: Cambio de aula el jueves' })).toBeVisible();
    await expect(canvas.getByText('Para 12 estudiantes')).toBeVisible();
    await expect(canvas.getByText('Leído por 9 de 12')).toBeVisible();
    await expect(canvas.getByText('Respuesta privada de Ana García')).toBeVisible();
  },
};

export const DarkSentAnnouncement: Story = { ...SentAnnouncement, globals: { theme: 'dark' } };

/** The student's view: the announcement, then their own reply, which only the teacher sees. */
export const PrivateReply: Story = {
  args: {
    conversation: { ...announcementConversation, unreadCount: 0 },
    messages: [
      { ...announcementPost, mine: false },
      { ...privateReply, mine: true, readBy: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Solo para Marta Ruiz')).toBeVisible();
    await expect(canvas.getByText('Leído')).toBeVisible();
  },
};

export const CannotReply: Story = {
  args: { canReply: false, footer: <p>No se muestra</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ya no puedes responder en esta conversación.')).toBeVisible();
    await expect(canvas.queryByText('No se muestra')).toBeNull();
  },
};

export const Loading: Story = { args: { messages: undefined, status: 'loading' } };

export const LoadError: Story = {
  args: { messages: undefined, status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the thread has a 'Volver' to the list, and nothing scrolls sideways. */
export const Phone320: Story = {
  parameters: narrowViewports,
  globals: phone320,
  play: async ({ args, canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
