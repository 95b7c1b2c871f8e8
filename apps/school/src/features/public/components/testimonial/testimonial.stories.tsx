import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../../../../../../../.storybook/link-fixtures';
import { Testimonial } from './testimonial';

const meta = {
  component: Testimonial,
  tags: ['autodocs'],
  parameters: { states: ['FiveStars', 'ThreeStars', 'QuoteOnly'] },
  args: {
    quote: 'En dos meses pasé de no entender nada a mantener una conversación con mis clientes alemanes.',
    name: 'Marta Ruiz',
    detail: 'Curso intensivo de alemán',
    image: { ...sampleImage('', '#16794a', 96, 96), alt: '' },
    rating: 5,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Valoración: 5 de 5 estrellas')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg[data-filled="true"]')).toHaveLength(5);
    await expect(canvas.getByText('Marta Ruiz')).toBeVisible();
  },
};

export const FiveStarsDark: Story = { ...FiveStars, globals: { theme: 'dark' } };

export const ThreeStars: Story = {
  args: { rating: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Valoración: 3 de 5 estrellas')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg[data-filled="true"]')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('svg[data-filled="false"]')).toHaveLength(2);
  },
};

export const ThreeStarsDark: Story = { ...ThreeStars, globals: { theme: 'dark' } };

/** A rating off the 1 to 5 scale is clamped, never drawn as six stars or none. */
export const OutOfRange: Story = {
  args: { rating: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Valoración: 5 de 5 estrellas')).toBeInTheDocument();
  },
};

/** A quote on a marketing page: no photo and no stars. */
export const QuoteOnly: Story = {
  args: { image: undefined, rating: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Valoración/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
