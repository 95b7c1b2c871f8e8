import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { newQuestion } from './question-drafts';
import { SpeakingPart } from './speaking-part';
import { partArgs, statefulPart, storedQuestion } from './story-fixtures';

const Stateful = statefulPart(SpeakingPart);

const meta = {
  component: SpeakingPart,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'WithErrors', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { ...partArgs, question: newQuestion('speaking'), onChange: fn() },
} satisfies Meta<typeof SpeakingPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Duración máxima/)).toHaveValue(120);
  },
};

export const Filled: Story = { args: { question: storedQuestion('speaking') } };

export const WithErrors: Story = {
  args: {
    question: { ...newQuestion('speaking'), maxSeconds: 5 },
    issues: [{ path: 'questions.0.maxSeconds', message: 'La duración debe estar entre 10 y 300 segundos' }],
  },
};

export const Dark: Story = { args: { question: storedQuestion('speaking') }, globals: { theme: 'dark' } };
