import './preview.css';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { type AppLocale, activateLocale } from '../apps/school/src/i18n/locale';
import { LocaleProvider } from '../apps/school/src/i18n/locale-provider';

type Theme = 'light' | 'dark';

/**
 * Sets `data-theme` on <body>, as the app does, so portalled content (dialogs) gets the theme too and the
 * body takes the theme's background from the tokens. On a docs page several stories share one body, so
 * each story is also wrapped in its own themed, painted box there.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const inDocs = context.viewMode === 'docs';

  if (!inDocs) {
    document.body.dataset.theme = theme;
    return <Story />;
  }
  return (
    <div data-theme={theme} className="rounded-md bg-background p-4 text-foreground">
      <Story />
    </div>
  );
};

/** The app's words in the toolbar's language (Spanish unless a designer picks another), every message loaded. */
const withLocale: Loader = async ({ globals }) => {
  await activateLocale((globals.locale as AppLocale | undefined) ?? 'es', ['all']);
};

const inLocale: Decorator = (Story) => (
  <LocaleProvider>
    <Story />
  </LocaleProvider>
);

const preview = {
  loaders: [withLocale],
  decorators: [withTheme, inLocale],
  globalTypes: {
    theme: {
      description: 'Tema de color',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Oscuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Idioma de la interfaz',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
          { value: 'pseudo', title: 'Pseudo (40 % más largo)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'es' },
  parameters: {
    layout: 'padded',
    // The theme paints the background from the tokens; a second background picker could contradict it.
    backgrounds: { disable: true },
    a11y: { test: 'error' },
    // `pnpm chromatic` snapshots every story in both themes, as the local visual test does (decision 059).
    chromatic: { modes: { claro: { theme: 'light' }, oscuro: { theme: 'dark' } } },
    viewport: {
      options: {
        movil: { name: 'Móvil', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tableta: { name: 'Tableta', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
        escritorio: { name: 'Escritorio', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
} satisfies Preview;

export default preview;
