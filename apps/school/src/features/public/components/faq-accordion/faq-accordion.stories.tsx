import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { faqItems } from '../story-fixtures';
import { FaqAccordion } from './faq-accordion';

const meta = {
  component: FaqAccordion,
  tags: ['autodocs'],
  parameters: { states: ['Closed', 'OneOpen'] },
  args: { items: faqItems },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const questions = canvas.getAllByRole('button');
    await expect(questions).toHaveLength(4);
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const ClosedDark: Story = { ...Closed, globals: { theme: 'dark' } };

/** Opening a question closes the one that was open; clicking it again closes it. */
export const OneOpen: Story = {
  play: async ({ canvas }) => {
    const materials = canvas.getByRole('button', { name: '¿Qué materiales se utilizan en los cursos?' });
    const level = canvas.getByRole('button', { name: '¿Hasta qué nivel puedo llegar?' });
    await userEvent.click(materials);
    await expect(canvas.getByText(/Libros digitales/)).toBeVisible();
    await userEvent.click(level);
    await expect(level).toHaveAttribute('aria-expanded', 'true');
    await expect(materials).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/Desde A1 hasta C2/)).toBeVisible();
    await userEvent.click(level);
    await expect(level).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpenDark: Story = { ...OneOpen, globals: { theme: 'dark' } };

/** Arrow keys move between questions; Enter opens the focused one. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/videollamada/)).toBeVisible();
  },
};
