import './app/mantine-styles.ts';
import { preloadPageChunks } from './app/preload-page-chunks.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// First, so that the page's code is fetched alongside the app's rather than once the app has started and asks for it.
preloadPageChunks(window.location.pathname);

/*
 * The app starts in three steps, React's DOM renderer, then Mantine (the theme imports it), then the rest (the
 * server-state cache, the shell): each module graph is evaluated in a task of its own when its import settles. As
 * one graph, evaluating it was the longest task of a page's start on a phone (and longer still in a fresh renderer,
 * which has no compiled code cached); with Mantine in its own step, Lighthouse's blocking time on a repeat visit fell
 * by about a third (decision 82).
 */
void import('react-dom/client')
  .then(() => import('./app/theme.ts'))
  .then(() => import('./app/start-app.tsx'))
  .then(({ startApp }) => startApp(root));
