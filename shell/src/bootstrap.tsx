import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { federationRemoteLoader, registerRemotesFromConfig } from './remotes/federationRemotes';
import { sessionHinted } from './remotes/remotesConfig';
import { remoteToStartFor } from './routing/remoteRoutes';

async function start() {
  const remotes = await registerRemotesFromConfig();
  // The first page's remote starts loading now, beside React's first render, instead of after it
  // (issue 17; docs/decisions/025-first-data-in-parallel.md, "Later"). Its RemoteRoute asks for the
  // same module and gets this load; a failure is RemoteRoute's to show (with its Retry).
  // A login-gated page's too when the request carried a session cookie (the BFF then preloads
  // /api/me).
  const first =
    remotes && remoteToStartFor(remotes, window.location.pathname, { session: sessionHinted() });
  if (first)
    federationRemoteLoader.loadRoutes(first, { fresh: false }).catch(() => {
      /* shown by RemoteRoute */
    });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App remotes={remotes} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
