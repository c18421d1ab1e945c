import './app/mantine-styles.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { appRoutes } from './app/app-routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole app: a phone keeps responding while the page builds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(appRoutes)} />
      </AppProviders>
    </StrictMode>,
  );
});
