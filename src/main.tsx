import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import {
  firstScreenMatches,
  firstScreenState,
  FIRST_SCREEN_EVENT,
  markAppStarted,
} from './shell/firstScreen';
import { Layout } from './shell/Layout';
import { holdPageEventsUntilHydrated } from './shell/pageHydration';
import { siteMap } from './routes';
import './styles.css';

// The specification wants every navigation, Back and Forward included, to start at the top: the app owns scrolling.
history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in.');

const app = (
  <StrictMode>
    {/* Navigations are urgent updates, so the shell follows the URL at once; the layout defers only the page. */}
    <HashRouter useTransitions={false}>
      <Layout siteMap={siteMap} />
    </HashRouter>
  </StrictMode>
);

/**
 * The head script loads this module once #root holds the route's prerendered first screen (`ready`), or at once
 * when there is none (`client`); it may be fetching another route's, followed before React started (`pending`).
 */
function start(root: HTMLElement): void {
  if (firstScreenState() === 'pending') {
    document.addEventListener(FIRST_SCREEN_EVENT, () => start(root), { once: true });
    return;
  }
  const hydrate = firstScreenMatches();
  markAppStarted();
  if (hydrate) {
    holdPageEventsUntilHydrated();
    // In a transition, React hydrates in slices that yield to the browser, instead of in one long task; the
    // prerendered page stays on screen meanwhile, and its links work as links.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // Whatever #root holds is not this address's page: React draws it from nothing.
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

start(container);
