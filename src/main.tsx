import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { Layout } from './shell/Layout';
import '@fontsource-variable/montserrat/wght.css';
import './styles.css';

// The specification wants every navigation, Back and Forward included, to start at the top: the app owns scrolling.
history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    {/* Navigations are urgent updates, so the shell follows the URL at once; the layout defers only the page. */}
    <HashRouter useTransitions={false}>
      <Layout />
    </HashRouter>
  </StrictMode>,
);
