import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GapsPart } from './gaps-part';
import { QuestionCard } from './question-card';
import { partStates, statesOf } from './question-card.story-kit';

const { meta: shared, stories } = statesOf('gaps');

const meta = {
  component: QuestionCard,
  subcomponents: { GapsPart },
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

export const TypesAndChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hueco 1' }), 'have lived');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Hueco 2' }), 'since');
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ gaps: ['have lived', 'since', ''] });
    await expect(canvas.getByRole('textbox', { name: 'Hueco 3' })).toHaveValue('');
  },
};
