import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dragOnto } from '../../../../../.storybook/story-drag';
import { MatchingPart } from './matching-part';
import { QuestionCard } from './question-card';
import { partStates, statesOf } from './question-card.story-kit';

const { meta: shared, stories } = statesOf('matching');

const meta = {
  component: QuestionCard,
  subcomponents: { MatchingPart },
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

export const RelatesEachWord: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pareja de «house»' }), 'casa');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pareja de «dog»' }), 'perro');
    // Pairs in the order of the left items, whatever order they were chosen in.
    await expect(args.onAnswer).toHaveBeenLastCalledWith({
      pairs: [
        { left: 41, right: 49 },
        { left: 42, right: 47 },
      ],
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pareja de «dog»' }), '');
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ pairs: [{ left: 42, right: 47 }] });
  },
};

export const RelatesByDragging: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dog = canvas.getByRole('combobox', { name: 'Pareja de «dog»' });
    // 'perro' dropped on the row of 'dog': the same as choosing it in that row's list.
    dragOnto(canvas.getByText('perro', { selector: 'li' }), dog.closest('li') as HTMLElement);
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ pairs: [{ left: 41, right: 49 }] });
    await expect(dog).toHaveDisplayValue('perro');
  },
};
