import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UpcomingActivity } from '../../upcoming/upcoming';
import { NotificationMenu, type NotificationMenuItem } from './notification-menu';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const three: NotificationMenuItem[] = [
  {
    id: 3,
    title: 'Nueva tarea en Inglés B1: Redacción',
    link: '/student/course/3',
    createdAt: hoursAgo(1),
    read: false,
  },
  {
    id: 2,
    title: 'Nuevo material en Inglés B1: Vocabulario',
    link: '/student/course/3',
    createdAt: hoursAgo(5),
    read: false,
  },
  {
    id: 1,
    title: 'Calificación publicada: Test de verbos',
    link: null,
    createdAt: hoursAgo(30),
    read: false,
  },
  { id: 0, title: 'Cambio de horario en Francés A2', link: null, createdAt: hoursAgo(60), read: true },
];

const upcoming: UpcomingActivity[] = [
  {
    id: 11,
    courseId: 3,
    title: 'Redacción: mi ciudad',
    type: 'TASK',
    dueDate: '2026-03-12T18:00:00Z',
    courseName: 'Inglés B1',
  },
  {
    id: 12,
    courseId: 4,
    title: 'Test de verbos',
    type: 'TEST',
    dueDate: '2026-03-10T20:00:00Z',
    courseName: 'Francés A2',
  },
];

const meta = {
  component: NotificationMenu,
  tags: ['autodocs'],
  parameters: {
    states: [
      'None',
      'Three',
      'OverNinetyNine',
      'OpenWithUnread',
      'Empty',
      'Loading',
      'Failed',
      'StudentWithUpcoming',
    ],
  },
  args: {
    count: 3,
    notifications: three,
    onOpen: fn(),
    onMarkAllRead: fn(),
    timeZone: 'Europe/Madrid',
    now,
  },
  decorators: [(Story) => <div className="flex min-h-[36rem] justify-end">{Story()}</div>],
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notificaciones: ninguna sin leer' });
    await expect(bell).not.toHaveTextContent(/\d/);
  },
};

export const Three: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones: 3 sin leer' })).toHaveTextContent('3');
  },
};

export const OverNinetyNine: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones: 120 sin leer' })).toHaveTextContent(
      '99+',
    );
  },
};

export const OpenWithUnread: Story = { args: { defaultOpen: true } };
export const DarkOpenWithUnread: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const Empty: Story = {
  args: { count: 0, notifications: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByText('No tienes notificaciones.')).toBeVisible();
    await expect(within(menu).queryByText('Marcar todas como leídas')).toBeNull();
  },
};

export const Loading: Story = {
  args: { count: undefined, notifications: undefined, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByText('Cargando notificaciones...')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { notifications: undefined, failed: true, onRetry: fn(), defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByText('No se pudieron cargar las notificaciones.')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const StudentWithUpcoming: Story = {
  args: { defaultOpen: true, upcoming: { activities: upcoming, onSelect: fn() } },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Próximas actividades' })).toHaveTextContent(
      'Test de verbos',
    );
  },
};
export const DarkStudentWithUpcoming: Story = {
  args: { defaultOpen: true, upcoming: { activities: upcoming, onSelect: fn() } },
  globals: { theme: 'dark' },
};

export const OpensAndMarksAllRead: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Notificaciones/ }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Marcar todas como leídas' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};

export const OpenOneByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: /Notificaciones/ });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(three[1]);
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
    await expect(bell).toHaveFocus();
  },
};

/** The count rising after the first render is announced politely; the first count is not. */
export const AnnouncesANewCount: Story = {
  render: (args) => {
    const [count, setCount] = useState(3);
    return (
      <div className="grid justify-items-end gap-2">
        <NotificationMenu {...args} count={count} />
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          Llega otra
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Llega otra' }));
    await waitFor(() => expect(region).toHaveTextContent('Tienes 4 notificaciones sin leer.'));
  },
};
