import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteIcon, StarIcon } from './site-icon';

const meta = {
  component: SiteIcon,
  tags: ['autodocs'],
  parameters: { states: ['Shapes', 'Sized'] },
  args: {
    shapes: [
      ['circle', { cx: 12, cy: 12, r: 10 }],
      ['path', { d: 'm9 12 2 2 4-4' }],
    ],
  },
} satisfies Meta<typeof SiteIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.querySelectorAll('circle, path')).toHaveLength(2);
  },
};

/** Sized and coloured from the text around it, like the site's icons beside lucide-react ones. */
export const Sized: Story = {
  render: () => (
    <p className="flex items-center gap-2 text-primary">
      <StarIcon className="size-8" />
      <span className="text-foreground">Valoración destacada</span>
    </p>
  ),
};

export const DarkSized: Story = { ...Sized, globals: { theme: 'dark' } };
