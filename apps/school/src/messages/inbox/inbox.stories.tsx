import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  narrowViewports,
  phone320,
} from '../../../../../.storybook/story-fixtures';
import { conversations, directConversation, readConversation, storyNow } from '../story-data';
import { Inbox } from './inbox';

const meta = {
  component: Inbox,
  tags: ['autodocs'],
  parameters: {
    states: ['Unread', 'AllRead', 'Selected', 'Loading', 'Empty', 'EmptySearch', 'LoadError', 'MoreToLoad'],
  },
  args: {
    conversations,
    now: storyNow,
    onSelect: fn(),
    onSearchChange: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 conversaciones sin leer')).toBeVisible();
    await expect(canvas.getByText('2 mensajes sin leer')).toBeInTheDocument();
    await expect(canvas.getByText('Anuncio: Cambio de aula el jueves')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Marta Ruiz/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(directConversation);
  },
};

export const DarkUnread: Story = { ...Unread, globals: { theme: 'dark' } };

export const AllRead: Story = {
  args: { conversations: [readConversation] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/sin leer/)).toBeNull();
    await expect(canvas.getByText('Tú: Te envío la redacción corregida.')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selectedId: directConversation.id },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('button', { current: true });
    await expect(current).toHaveTextContent('Marta Ruiz');
  },
};

export const Loading: Story = { args: { conversations: undefined, status: 'loading' } };

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tienes mensajes.')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { conversations: [], search: 'redacción' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ningún mensaje coincide con la búsqueda.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Buscar en mis mensajes'), 'x');
    await expect(args.onSearchChange).toHaveBeenCalledWith('redacciónx');
  },
};

export const LoadError: Story = {
  args: { conversations: undefined, status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se han podido cargar los mensajes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const DarkLoadError: Story = { ...LoadError, globals: { theme: 'dark' } };

export const MoreToLoad: Story = {
  args: { onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver más conversaciones' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** At 320 px wide nothing makes the page scroll sideways: long names and previews are cut with '…'. */
export const Phone320: Story = {
  parameters: narrowViewports,
  globals: phone320,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
