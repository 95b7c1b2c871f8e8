import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages are prerendered to HTML at build time; those are hydrated, every other route renders fresh.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
