import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoicePart } from './choice-part';
import { QuestionCard } from './question-card';
import { partStates, statesOf } from './question-card.story-kit';
import { questionOfKind } from './story-questions';

const questionOf = (kind: keyof typeof questionOfKind) => questionOfKind[kind];

const { meta: shared, stories } = statesOf('choice');

const meta = {
  component: QuestionCard,
  subcomponents: { ChoicePart },
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

export const MultipleTicksEveryRightOption: Story = {
  args: { question: questionOf('multiple') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'go' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'eat' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ selectedOptionIds: [21, 23] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'go' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ selectedOptionIds: [23] });
  },
};

export const SingleByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getByRole('radio', { name: 'went' })).toBeChecked();
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ selectedOptionId: 12 });
  },
};
