import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';

// The product is Spanish: screen readers (and axe's language checks) must read the stories as Spanish.
document.documentElement.lang = 'es';

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

const preview = {
  decorators: [withTheme],
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
  },
  initialGlobals: { theme: 'light' },
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
