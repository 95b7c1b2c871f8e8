import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragOnto } from '../../../../../.storybook/story-drag';
import { OrderingPart } from './ordering-part';
import { QuestionCard } from './question-card';
import { partStates, statesOf } from './question-card.story-kit';

const { meta: shared, stories } = statesOf('ordering');

const meta = {
  component: QuestionCard,
  subcomponents: { OrderingPart },
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

export const MovesByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: 'Subir «She»' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ order: [51, 55, 58, 53] });
    // At the top 'Subir' is disabled: the focus goes to the same item's 'Bajar', and the move is announced.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bajar «She»' })).toHaveFocus());
    await expect(canvas.getByText('«She» ahora en la posición 1 de 4')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('She');
    await expect(canvas.queryByRole('button', { name: 'Dejar este orden' })).toBeNull();
  },
};

export const KeepsTheOrderShown: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dejar este orden' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ order: [55, 51, 58, 53] });
  },
};

export const MovesByDragging: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = () => canvas.getAllByRole('listitem');
    // 'goes', last of four, dropped on the first place: the others move down one.
    dragOnto(items()[3] as HTMLElement, items()[0] as HTMLElement);
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ order: [53, 55, 51, 58] });
    await expect(canvas.getByText('«goes» ahora en la posición 1 de 4')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('goes'));
  },
};
