import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UpcomingActivity } from './upcoming';
import { UpcomingActivities } from './upcoming-activities';

const now = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const seven: UpcomingActivity[] = [
  {
    id: 1,
    courseId: 3,
    title: 'Redacción: mi ciudad',
    type: 'TASK',
    dueDate: inDays(2),
    courseName: 'Inglés B1',
  },
  {
    id: 2,
    courseId: 3,
    title: 'Test de vocabulario',
    type: 'TEST',
    dueDate: inDays(0.2),
    courseName: 'Inglés B1',
  },
  {
    id: 3,
    courseId: 4,
    title: 'Ejercicio de audio',
    type: 'TASK',
    dueDate: inDays(9),
    courseName: 'Francés A2',
  },
  { id: 4, courseId: 4, title: 'Test de verbos', type: 'TEST', dueDate: inDays(5), courseName: 'Francés A2' },
  { id: 5, courseId: 3, title: 'Ya entregada', type: 'TASK', dueDate: inDays(1), completed: true },
  {
    id: 6,
    courseId: 3,
    title: 'Presentación oral',
    type: 'TASK',
    dueDate: inDays(-1),
    courseName: 'Inglés B1',
  },
  { id: 7, courseId: 4, title: 'Dictado', type: 'TASK', dueDate: inDays(20), courseName: 'Francés A2' },
];

const twelve: UpcomingActivity[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  courseId: 1,
  title: `Actividad ${i + 1}`,
  type: i % 2 ? 'TEST' : 'TASK',
  dueDate: inDays(i + 1),
}));

const meta = {
  component: UpcomingActivities,
  tags: ['autodocs'],
  parameters: { states: ['Closed', 'Open', 'Empty', 'BadgeCappedAtNinePlus'] },
  args: { activities: seven, onSelect: fn(), now, timeZone: 'Europe/Madrid' },
  decorators: [(Story) => <div className="flex min-h-[36rem] justify-end">{Story()}</div>],
} satisfies Meta<typeof UpcomingActivities>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Próximas actividades: 6 pendientes' });
    await expect(trigger).toHaveTextContent('6');
  },
};

export const OpenShowsFiveSoonestFirst: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Próximas actividades/ }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Presentación oral');
    await expect(items[0]).toHaveTextContent('Vencida (hace 1 día)');
    await expect(items[1]).toHaveTextContent('Test de vocabulario');
    await expect(within(menu).queryByText('Ya entregada')).toBeNull();
    await expect(within(menu).queryByText('Dictado')).toBeNull();
    await userEvent.click(items[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(seven[1]);
  },
};

export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const BadgeCappedAtNinePlus: Story = {
  args: { activities: twelve },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Próximas actividades: 12 pendientes',
    });
    await expect(trigger).toHaveTextContent('9+');
  },
};

export const Empty: Story = {
  args: { activities: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('No tienes actividades pendientes.')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Próximas actividades: ninguna pendiente' }),
    ).not.toHaveTextContent(/\d/);
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const DarkOpen: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const ArrowKeysWrapAndEscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Próximas actividades/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items[4]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[4]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
