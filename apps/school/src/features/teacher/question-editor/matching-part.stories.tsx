import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaField } from '../media-field/media-field';
import { MatchingPart } from './matching-part';
import { newQuestion } from './question-drafts';
import { partArgs, statefulPart, storedQuestion } from './story-fixtures';

const Stateful = statefulPart(MatchingPart);

const meta = {
  component: MatchingPart,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'WithPictures', 'WithErrors', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { ...partArgs, question: newQuestion('matching'), onChange: fn() },
} satisfies Meta<typeof MatchingPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Eliminar pareja/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir pareja' }));
    await expect(canvas.getByLabelText(/Pareja 3: elemento/)).toBeVisible();
  },
};

export const Filled: Story = { args: { question: storedQuestion('matching') } };

export const WithPictures: Story = {
  args: {
    question: storedQuestion('matching'),
    imageField: (pair, number) => (
      <MediaField
        kind="image"
        label={`Pareja ${number}: imagen (opcional)`}
        file={pair.leftImage}
        onPick={fn()}
      />
    ),
  },
};

export const WithErrors: Story = {
  args: {
    issues: [
      { path: 'questions.0.pairs.0.left', message: 'El texto del elemento es obligatorio' },
      { path: 'questions.0.pairs.1.right', message: 'El texto de la pareja es obligatorio' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Pareja 1: elemento/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('El texto de la pareja es obligatorio')).toBeVisible();
  },
};

export const Dark: Story = { args: { question: storedQuestion('matching') }, globals: { theme: 'dark' } };
