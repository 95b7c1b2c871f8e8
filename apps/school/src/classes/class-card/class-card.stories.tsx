import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClassCard } from './class-card';

// Monday 22 March 2027: the class runs 19:00–20:30 in Madrid.
const startsAt = '2027-03-22T18:00:00Z';
const endsAt = '2027-03-22T19:30:00Z';
const at = (iso: string) => new Date(iso);

const meta = {
  component: ClassCard,
  tags: ['autodocs'],
  parameters: {
    states: ['Today', 'StartingSoon', 'LiveNow', 'Finished', 'Cancelled', 'Moved', 'Later', 'Extra'],
  },
  args: {
    time: { courseName: 'Inglés B1 — Conversación', startsAt, endsAt, status: 'scheduled', reason: '' },
    timeZone: 'Europe/Madrid',
    now: at('2027-03-22T09:00:00Z'),
    onJoin: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Hoy')).toBeVisible();
    await expect(card.getByText('Se abre a las 18:50')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

export const StartingSoon: Story = {
  args: { now: at('2027-03-22T17:55:00Z') },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Empieza pronto')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Unirse a la clase' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

export const LiveNow: Story = {
  args: { now: at('2027-03-22T18:30:00Z') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('En directo')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Unirse a la clase' })).toBeEnabled();
  },
};

export const Finished: Story = {
  args: { now: at('2027-03-22T20:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Terminada')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: {
    now: at('2027-03-22T17:55:00Z'),
    time: {
      courseName: 'Inglés B1 — Conversación',
      startsAt,
      endsAt,
      status: 'cancelled',
      reason: 'Jornada de huelga',
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Cancelada')).toBeVisible();
    await expect(card.getByText('Jornada de huelga')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

export const Moved: Story = {
  args: {
    time: {
      courseName: 'Inglés B1 — Conversación',
      startsAt,
      endsAt,
      status: 'moved',
      scheduledStart: '2027-03-24T18:00:00Z',
      reason: 'Festivo el miércoles',
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Cambiada de hora')).toBeVisible();
    await expect(card.getByText('Antes: miércoles, 24 de marzo, 19:00')).toBeVisible();
  },
};

export const Later: Story = {
  args: { now: at('2027-03-19T09:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Se abre el lunes, 22 de marzo a las 18:50')).toBeVisible();
  },
};

export const Extra: Story = {
  args: {
    time: {
      courseName: 'Inglés B1 — Conversación',
      startsAt,
      endsAt,
      status: 'extra',
      reason: 'Repaso del examen',
    },
  },
};

/** The narrowest phone: a long course name wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  args: {
    now: at('2027-03-22T17:55:00Z'),
    time: {
      courseName: 'Preparación intensiva del examen oficial de inglés de nivel avanzado',
      startsAt,
      endsAt,
      status: 'scheduled',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="class-card"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(320);
  },
};
