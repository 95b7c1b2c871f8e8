import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LONG_DESCRIPTION } from '../story-fixtures';
import { TruncatedText } from './truncated-text';

const meta = {
  component: TruncatedText,
  tags: ['autodocs'],
  parameters: { states: ['Short', 'LongFocusShowsAll'] },
  args: { text: LONG_DESCRIPTION, max: 100 },
  decorators: [(Story) => <p className="max-w-md">{Story()}</p>],
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  args: { text: 'Debates de actualidad.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Debates de actualidad.')).toBeVisible();
  },
};

export const LongFocusShowsAll: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent(LONG_DESCRIPTION));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const HoverShowsAllBelow: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button');
    // The full text is the button's description even while the tooltip is closed.
    await expect(trigger).toHaveAccessibleDescription(LONG_DESCRIPTION);
    await userEvent.hover(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const tooltip = await waitFor(() => body.getByRole('tooltip'));
    await expect(tooltip).toBeVisible();
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toBeVisible());
  },
};
