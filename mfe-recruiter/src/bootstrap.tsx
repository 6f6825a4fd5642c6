import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteHarness } from '@rozgar/design-system/remote-kit';
import routes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RemoteHarness name="mfe-recruiter" routes={routes} />
  </StrictMode>,
);
