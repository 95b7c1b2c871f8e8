import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DonutChart } from './donut-chart';

const languages = ['Inglés', 'Español', 'Alemán', 'Francés'];
const series = (values: number[]) => languages.map((label, index) => ({ label, value: values[index] ?? 0 }));

const meta = {
  component: DonutChart,
  tags: ['autodocs'],
  parameters: { states: ['Default', 'Empty', 'OneLanguage'] },
  args: { title: 'Distribución de cursos', data: series([4, 1, 2, 3]) },
  decorators: [(Story) => <div className="max-w-md rounded-lg border bg-card p-4">{Story()}</div>],
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Distribución de cursos' });
    // The legend is the text alternative: label, number and share.
    const english = within(figure).getByText('Inglés').closest('li') as HTMLElement;
    await expect(english).toHaveTextContent('Inglés440 %');
    await expect(canvasElement.querySelectorAll('circle[data-segment]')).toHaveLength(4);
  },
};
export const OneLanguage: Story = {
  args: { data: series([0, 7, 0, 0]) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('circle[data-segment]')).toHaveLength(1);
  },
};
export const Empty: Story = {
  args: { data: series([0, 0, 0, 0]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin datos')).toBeVisible();
  },
};
export const LargeNumbers: Story = { args: { data: series([61250, 30100, 12400, 24800]) } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEmpty: Story = { globals: { theme: 'dark' }, args: { data: series([0, 0, 0, 0]) } };
