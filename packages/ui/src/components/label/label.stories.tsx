import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../input/input';
import { Label } from './label';

const meta = {
  component: Label,
  tags: ['autodocs'],
  parameters: { states: ['Default'] },
  args: { children: 'Nombre de usuario', htmlFor: 'usuario' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="usuario" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Nombre de usuario'));
    await expect(canvas.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveFocus();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
