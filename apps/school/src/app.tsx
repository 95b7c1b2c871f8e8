import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { logout, sessionOutlivedBrowser } from './session';

// A session that was to end with the browser, found after the browser was reopened (decision 131): ended
// before anything reads it.
if (sessionOutlivedBrowser()) logout();

const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
