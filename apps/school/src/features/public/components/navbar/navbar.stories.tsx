import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigate, previewLink } from '../../../../../../../.storybook/link-fixtures';
import { ThemeToggle } from '../../../../theme/theme-toggle/theme-toggle';
import { navActions, navLinks, navMenus } from '../story-fixtures';
import { Navbar } from './navbar';

const meta = {
  component: Navbar,
  tags: ['autodocs'],
  parameters: {
    states: ['Wide', 'ActiveLink', 'DropdownOpen', 'SmallCollapsed', 'SmallExpanded', 'Tablet'],
    layout: 'fullscreen',
  },
  args: {
    brand: <span className="font-bold text-primary text-xl">Aula</span>,
    links: navLinks,
    menus: navMenus,
    actions: navActions,
    currentPath: '/',
    renderLink: previewLink,
    tools: <ThemeToggle theme="light" onThemeChange={() => {}} />,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const wide = { viewport: { value: 'escritorio', isRotated: false } };
const tablet = { viewport: { value: 'tableta', isRotated: false } };
const small = { viewport: { value: 'movil', isRotated: false } };

export const Wide: Story = {
  globals: wide,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Trabaja con nosotros' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(within(nav).getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Trabaja con nosotros' }));
    await expect(navigate).toHaveBeenCalledWith('/trabajo-con-nosotros');
  },
};

export const WideDark: Story = { ...Wide, globals: { ...wide, theme: 'dark' } };

export const ActiveLink: Story = {
  globals: wide,
  args: { currentPath: '/quienes-somos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Trabaja con nosotros' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const DropdownOpen: Story = {
  globals: wide,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Idiomas' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = ['Inglés', 'Español', 'Alemán', 'Francés'].map((name) =>
      canvas.getByRole('link', { name }),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/idiomas/ingles',
      '/idiomas/espanol',
      '/idiomas/aleman',
      '/idiomas/frances',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Alemán' }));
    await expect(navigate).toHaveBeenCalledWith('/idiomas/aleman');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DropdownDark: Story = { ...DropdownOpen, globals: { ...wide, theme: 'dark' } };

/** Tab to 'Cursos', open it with Enter, walk its links with Tab, close with Escape: focus returns to the button. */
export const DropdownKeyboard: Story = {
  globals: wide,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cursos' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Intensivo' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Flexible' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Flexible' })).not.toBeInTheDocument();
  },
};

/** Clicking outside an open dropdown closes it. */
export const DropdownClosesOutside: Story = {
  globals: wide,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Idiomas' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Quiénes somos' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Under /idiomas the 'Idiomas' dropdown is highlighted, and the page's own link inside it is current. */
export const ActiveSection: Story = {
  globals: wide,
  args: { currentPath: '/idiomas/frances' },
  play: async ({ canvas }) => {
    const idiomas = canvas.getByRole('button', { name: 'Idiomas' });
    await expect(idiomas).toHaveAttribute('data-active', 'true');
    await expect(canvas.getByRole('button', { name: 'Cursos' })).not.toHaveAttribute('data-active');
    await userEvent.click(idiomas);
    await expect(canvas.getByRole('link', { name: 'Francés' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SmallCollapsed: Story = {
  globals: small,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menú' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Folded away: neither seen nor reachable by a screen reader or the keyboard.
    await expect(canvas.queryByRole('link', { name: 'Quiénes somos' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Registrarse' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tema oscuro' })).toBeVisible();
  },
};

export const SmallExpanded: Story = {
  globals: small,
  args: { currentPath: '/cursos/grupal' },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menú' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const inPanel = within(
      canvas.getByRole('list', { name: 'Cursos' }).closest('[data-slot="navbar-panel"]') as HTMLElement,
    );
    await expect(inPanel.getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
    await expect(inPanel.getByRole('link', { name: 'Inglés' })).toBeVisible();
    await expect(inPanel.getByRole('link', { name: 'Grupal' })).toHaveAttribute('aria-current', 'page');
    await expect(inPanel.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    await userEvent.click(inPanel.getByRole('link', { name: 'Trabaja con nosotros' }));
    await expect(navigate).toHaveBeenCalledWith('/trabajo-con-nosotros');
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const SmallExpandedDark: Story = { ...SmallExpanded, globals: { ...small, theme: 'dark' } };

/** The menu button works by keyboard too: Enter opens the panel, Enter again closes it. */
export const SmallKeyboard: Story = {
  globals: small,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menú' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Quiénes somos' })).toHaveFocus();
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** At 800 px the bar is still too narrow for every link: the menu stays folded. */
export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Quiénes somos' })).toBeNull();
  },
};
