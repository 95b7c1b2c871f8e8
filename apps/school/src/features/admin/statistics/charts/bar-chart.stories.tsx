import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarChart } from './bar-chart';

const languages = ['Inglés', 'Español', 'Alemán', 'Francés'];
const series = (values: number[]) => languages.map((label, index) => ({ label, value: values[index] ?? 0 }));

const meta = {
  component: BarChart,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'Empty', 'LargeNumbers'] },
  args: { title: 'Estudiantes por idioma', data: series([9, 2, 3, 5]) },
  decorators: [(Story) => <div className="max-w-md rounded-lg border bg-card p-4">{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual(['Inglés9', 'Español2', 'Alemán3', 'Francés5']);
  },
};
export const Empty: Story = { args: { data: series([0, 0, 0, 0]) } };
export const OneLanguage: Story = { args: { data: series([0, 0, 12, 0]) } };
export const LargeNumbers: Story = { args: { data: series([61250, 30100, 12400, 24800]) } };
export const Dark: Story = { globals: { theme: 'dark' } };
