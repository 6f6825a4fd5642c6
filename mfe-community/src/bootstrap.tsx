import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Harness } from './harness/Harness';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
