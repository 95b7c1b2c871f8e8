import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOCALE_STORAGE_KEY } from '../i18n/locale';
import { LanguageMenu } from './language-menu';

const meta = {
  component: LanguageMenu,
  tags: ['autodocs'],
  args: { onChosen: fn() },
  // Room below the trigger for the open list, which the screenshot should show whole.
  decorators: [(Story) => <div className="flex min-h-64 justify-end">{Story()}</div>],
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's button: the current language in its own name. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Idioma: Español' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(trigger).getByText('Español')).toHaveAttribute('lang', 'es');
  },
};

/** The list: each language in itself, marked with its `lang`; the current one is checked. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.lang])).toEqual([
      ['Español', 'es'],
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
    ]);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Chosen by keyboard: the page turns to English at once, the choice is kept and handed on. */
export const ChoosesEnglishByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Idioma: Español' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChosen).toHaveBeenCalledWith('en');
    await canvas.findByRole('button', { name: 'Language: English' });
    await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    localStorage.removeItem(LOCALE_STORAGE_KEY);
  },
};
