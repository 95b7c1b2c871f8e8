import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newQuestion } from './question-drafts';
import { ShortPart } from './short-part';
import { partArgs, statefulPart, storedQuestion } from './story-fixtures';

const Stateful = statefulPart(ShortPart);

const meta = {
  component: ShortPart,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'WithErrors', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { ...partArgs, question: newQuestion('short'), onChange: fn() },
} satisfies Meta<typeof ShortPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Respuestas aceptadas/), 'London{Enter}Londres');
    await expect(canvas.getByLabelText(/Respuestas aceptadas/)).toHaveValue('London\nLondres');
  },
};

export const Filled: Story = { args: { question: storedQuestion('short') } };

export const WithErrors: Story = {
  args: { issues: [{ path: 'questions.0.accepted', message: 'Debe haber al menos una respuesta aceptada' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Debe haber al menos una respuesta aceptada')).toBeVisible();
  },
};

export const Dark: Story = { args: { question: storedQuestion('short') }, globals: { theme: 'dark' } };
