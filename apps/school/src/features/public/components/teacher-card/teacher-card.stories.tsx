import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { teachers } from '../story-fixtures';
import { TeacherCard } from './teacher-card';

const [english] = teachers;
if (!english) throw new Error('faltan profesores de ejemplo');

const meta = {
  component: TeacherCard,
  tags: ['autodocs'],
  parameters: { states: ['Light'] },
  args: { teacher: english },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeacherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Emily Carter' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Retrato de Emily Carter' })).toBeVisible();
    await expect(canvas.getByText('Inglés, Español')).toBeVisible();
  },
};

export const Dark: Story = { ...Light, globals: { theme: 'dark' } };
