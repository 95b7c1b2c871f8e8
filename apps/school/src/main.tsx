import { StrictMode } from 'react';
import './styles.css';
import './theme/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

/** Resolves once the page has loaded (the banner included; lazy images do not hold it) and then painted. */
async function afterLoadAndPaint() {
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  // A task queued from requestAnimationFrame runs after that frame's paint.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/*
 * A prerendered public page (#root already has its HTML) is hydrated by the public feature alone, without
 * the router: that keeps the home page's JavaScript small (docs/decisions/040-public-pages-prerendered-and-hydrated-without-router.md).
 * Any other URL (login, the panels, an unknown path) gets the single-page app, rendered fresh.
 */
async function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    // The prerendered page is what people see first: evaluating React and hydrating wait until it is on
    // screen, so their long tasks delay neither the first paint nor the banner. Links work before that.
    await afterLoadAndPaint();
    const { hydratePublicPage } = await import('./features/public/hydrate');
    if (await hydratePublicPage(root)) return;
    root.replaceChildren();
  }
  const [{ createRoot }, { App }, { LocaleProvider }] = await Promise.all([
    import('react-dom/client'),
    import('./app'),
    import('./i18n/locale-provider'),
    import('./i18n/locale').then(({ activateLocale, initialLocale }) =>
      activateLocale(initialLocale(), ['shell']),
    ),
  ]);
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider>
        <App />
      </LocaleProvider>
    </StrictMode>,
  );
}

void start(container);
