import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoicePart } from './choice-part';
import { newQuestion } from './question-drafts';
import { partArgs, statefulPart, storedQuestion } from './story-fixtures';

const Stateful = statefulPart(ChoicePart);

const meta = {
  component: ChoicePart,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'SeveralCorrect', 'WithErrors', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { ...partArgs, question: newQuestion(), mode: 'single', onChange: fn() },
} satisfies Meta<typeof ChoicePart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { question: storedQuestion('choice') } };

export const SeveralCorrect: Story = {
  args: { question: storedQuestion('choice') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Varias respuestas correctas' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'La opción C es correcta' }));
    await expect(canvas.getByRole('checkbox', { name: 'La opción A es correcta' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'La opción C es correcta' })).toBeChecked();
  },
};

export const WithErrors: Story = {
  args: {
    issues: [
      { path: 'questions.0.options.0.text', message: 'El texto de la opción es obligatorio' },
      { path: 'questions.0.correct', message: 'Debe marcar al menos una respuesta correcta' },
    ],
  },
};

export const Dark: Story = { args: { question: storedQuestion('choice') }, globals: { theme: 'dark' } };
