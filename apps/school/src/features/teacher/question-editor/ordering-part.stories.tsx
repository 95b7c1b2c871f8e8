import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragOnto } from '../../../../../../.storybook/story-drag';
import { OrderingPart } from './ordering-part';
import { newQuestion } from './question-drafts';
import { partArgs, statefulPart, storedQuestion } from './story-fixtures';

const Stateful = statefulPart(OrderingPart);

const meta = {
  component: OrderingPart,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'MoveWithKeyboard', 'MoveByDragging', 'WithErrors', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { ...partArgs, question: newQuestion('ordering'), onChange: fn() },
} satisfies Meta<typeof OrderingPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { question: storedQuestion('ordering') } };

export const MoveWithKeyboard: Story = {
  args: { question: storedQuestion('ordering') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Subir elemento 1' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Bajar elemento 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Elemento 1')).toHaveValue('like');
    await expect(canvas.getByLabelText('Elemento 2')).toHaveValue('I');
  },
};

export const MoveByDragging: Story = {
  args: { question: storedQuestion('ordering') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    // The first item's number dragged onto the second row: the two swap places, as with 'Bajar'.
    dragOnto(canvas.getByText('1.'), rows[1] as HTMLElement);
    await waitFor(() => expect(canvas.getByLabelText('Elemento 1')).toHaveValue('like'));
    await expect(canvas.getByLabelText('Elemento 2')).toHaveValue('I');
  },
};

export const WithErrors: Story = {
  args: { issues: [{ path: 'questions.0.items.1.text', message: 'El texto del elemento es obligatorio' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Elemento 2')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('El texto del elemento es obligatorio')).toBeVisible();
  },
};

export const Dark: Story = { args: { question: storedQuestion('ordering') }, globals: { theme: 'dark' } };
