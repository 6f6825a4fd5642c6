import { ThemeProvider, ToastProvider } from '@rozgar/design-system';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { apiDouble, type Answer, type RecordedCall } from './apiDouble';
export { emulateSelectArrowKeys } from './selectArrowKeys';

/** The location the page navigated to, readable from tests. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `url` inside the providers the shell gives every remote page. */
export function renderPage(path: string, page: ReactElement, url = path) {
  return render(
    <ThemeProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

/** A fetch double answering JSON bodies in order (the last one repeats). */
export function jsonResponses(...answers: Array<{ status?: number; body: unknown }>) {
  let call = 0;
  return async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
