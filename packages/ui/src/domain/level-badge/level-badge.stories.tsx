import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEVELS, LevelBadge } from './level-badge';

const meta = {
  component: LevelBadge,
  tags: ['autodocs'],
  parameters: { states: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] },
  args: { level: 'A1' },
} satisfies Meta<typeof LevelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const A1: Story = { args: { level: 'A1' } };
export const A2: Story = { args: { level: 'A2' } };
export const B1: Story = { args: { level: 'B1' } };
export const B2: Story = { args: { level: 'B2' } };
export const C1: Story = { args: { level: 'C1' } };
export const C2: Story = { args: { level: 'C2' } };
export const AllLevelsDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex gap-2">
      {LEVELS.map((level) => (
        <LevelBadge key={level} level={level} />
      ))}
    </div>
  ),
};
