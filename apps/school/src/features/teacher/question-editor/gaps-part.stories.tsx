import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GapsPart } from './gaps-part';
import { newQuestion } from './question-drafts';
import { partArgs, statefulPart, storedQuestion } from './story-fixtures';

const Stateful = statefulPart(GapsPart);

const meta = {
  component: GapsPart,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Filled', 'AddGapAtCursor', 'WithErrors', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { ...partArgs, question: newQuestion('gaps'), onChange: fn() },
} satisfies Meta<typeof GapsPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { question: storedQuestion('gaps') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Hueco 2' })).toBeVisible();
    await expect(canvas.getByLabelText(/Opciones de la lista/)).toHaveValue('is\nare\nam');
  },
};

export const AddGapAtCursor: Story = {
  args: { question: storedQuestion('gaps') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const passage = canvas.getByLabelText(/Texto con huecos/) as HTMLTextAreaElement;
    // The cursor after 'I [1] a student.': the new gap is the second, the old [2] becomes [3].
    passage.focus();
    passage.setSelectionRange(16, 16);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir hueco' }));
    await expect(passage).toHaveValue('I [1] a student.[2] She [3] from Spain.');
    await expect(canvas.getByRole('group', { name: 'Hueco 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar hueco 1' }));
    await expect(passage).toHaveValue('I  a student.[1] She [2] from Spain.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    question: { ...newQuestion('gaps'), passage: 'Sin marcadores' },
    issues: [
      { path: 'questions.0.passage', message: 'El texto debe tener al menos un hueco' },
      { path: 'questions.0.gaps', message: 'Debe haber al menos un hueco' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El texto debe tener al menos un hueco')).toBeVisible();
    await expect(canvas.getByLabelText(/Texto con huecos/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { args: { question: storedQuestion('gaps') }, globals: { theme: 'dark' } };
