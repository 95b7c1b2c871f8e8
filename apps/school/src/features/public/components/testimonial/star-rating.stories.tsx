import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './star-rating';

const meta = {
  component: StarRating,
  tags: ['autodocs'],
  parameters: { states: ['Full', 'Partial', 'OutOfRange', 'CustomLabel'] },
  args: { rating: 5 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledStars = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-filled="true"]').length;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Valoración: 5 de 5 estrellas')).toBeInTheDocument();
    await expect(filledStars(canvasElement)).toBe(5);
  },
};

export const Partial: Story = {
  args: { rating: 3 },
  play: async ({ canvasElement }) => {
    await expect(filledStars(canvasElement)).toBe(3);
  },
};

/** A rating outside the scale is clamped to it, never drawn as six stars or none. */
export const OutOfRange: Story = {
  args: { rating: 9 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Valoración: 5 de 5 estrellas')).toBeInTheDocument();
    await expect(filledStars(canvasElement)).toBe(5);
  },
};

export const CustomLabel: Story = {
  args: { rating: 4, label: (rating, max) => `Rating: ${rating} out of ${max} stars` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rating: 4 out of 5 stars')).toBeInTheDocument();
  },
};

export const DarkPartial: Story = { ...Partial, globals: { theme: 'dark' } };
