import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type SiteTheme, ThemeToggle } from './theme-toggle';

const meta = {
  component: ThemeToggle,
  tags: ['autodocs'],
  parameters: { states: ['Light', 'Dark'] },
  args: { theme: 'light', onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Tema oscuro' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Tema oscuro' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

/** Wired to state, as the app wires it: the keyboard switches the theme back and forth. */
export const Toggling: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState<SiteTheme>('light');
    return (
      <div data-theme={theme} className="inline-flex rounded-md bg-background p-4 text-foreground">
        <ThemeToggle
          {...args}
          theme={theme}
          onThemeChange={(next) => {
            setTheme(next);
            args.onThemeChange(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Tema oscuro' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onThemeChange).toHaveBeenNthCalledWith(1, 'dark');
    await expect(args.onThemeChange).toHaveBeenNthCalledWith(2, 'light');
  },
};
