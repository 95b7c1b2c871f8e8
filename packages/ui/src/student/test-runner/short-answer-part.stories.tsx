import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionCard } from './question-card';
import { partStates, statesOf } from './question-card.story-kit';
import { ShortAnswerPart } from './short-answer-part';

const { meta: shared, stories } = statesOf('short');

const meta = {
  component: QuestionCard,
  subcomponents: { ShortAnswerPart },
  tags: ['autodocs'],
  parameters: { states: partStates },
  ...shared,
  args: { ...shared.args, onAnswer: fn() },
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const Correct: Story = stories.Correct;
export const Wrong: Story = stories.Wrong;
export const Partial: Story = stories.Partial;
export const Saving: Story = stories.Saving;
export const Offline: Story = stories.Offline;
export const PhoneDark: Story = stories.PhoneDark;

export const Types: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Tu respuesta' }), 'library');
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ text: 'library' });
  },
};
