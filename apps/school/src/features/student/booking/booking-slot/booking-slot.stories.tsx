import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingSlot } from './booking-slot';

const meta = {
  component: BookingSlot,
  tags: ['autodocs'],
  parameters: {
    states: ['Open', 'LastSeat', 'Full', 'Booked', 'TooLateToCancel', 'Closed', 'Cancelled', 'Busy'],
  },
  args: {
    when: 'jueves, 12 de marzo, 19:00–20:00',
    state: 'open',
    seatsLeft: 3,
    onBook: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof BookingSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 plazas libres')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Reservar la clase del jueves, 12 de marzo, 19:00–20:00' }),
    );
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

export const LastSeat: Story = {
  args: { seatsLeft: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 plaza libre')).toBeVisible();
  },
};

export const Full: Story = {
  args: { state: 'full', seatsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completa')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Booked: Story = {
  args: { state: 'booked', seatsLeft: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reservada')).toBeVisible();
    // By keyboard: the only button takes the focus and Enter cancels.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Cancelar reserva/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const TooLateToCancel: Story = {
  args: { state: 'tooLate', seatsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ya no puedes cancelarla: faltan menos de 2 horas.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Closed: Story = {
  args: { state: 'closed', seatsLeft: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reservas cerradas')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { state: 'cancelled', seatsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('El profesor ha cancelado esta clase.')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Reservar/ })).toBeDisabled();
  },
};
