import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerRemotesFromConfig } from './remotes/federationRemotes';

async function start() {
  const remotes = await registerRemotesFromConfig();
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
