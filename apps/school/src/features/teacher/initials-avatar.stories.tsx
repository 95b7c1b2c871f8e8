import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InitialsAvatar } from './initials-avatar';

const meta = {
  component: InitialsAvatar,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'CompoundNames'] },
  args: { name: 'Lucía', surname: 'Martínez' },
  // Decorative: the name is always written beside it, as in the lists that use it.
  render: (args) => (
    <p className="flex items-center gap-3">
      <InitialsAvatar {...args} />
      <span>
        {args.name} {args.surname}
      </span>
    </p>
  ),
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="initials-avatar"]');
    await expect(avatar).toHaveTextContent('LM');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CompoundNames: Story = {
  args: { name: 'María José', surname: 'de la Fuente' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="initials-avatar"]')).toHaveTextContent('MD');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
