import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { usePageTitle } from '@rozgar/design-system';
import { describe, expect, it, vi } from 'vitest';
import { RouteAnnouncer } from './RouteAnnouncer';

const TITLES: Record<string, string | null> = {
  '/': 'Home – Rozgar',
  '/jobs': 'Jobs – Rozgar',
  '/late': null,
  '/form': 'Form – Rozgar',
  '/job': 'Job details – Rozgar',
};

/** A page whose h1 arrives after `release()`, as a remote page's does. */
let release: () => void = () => {};
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  return ready ? <h1>Late page</h1> : <p>Loading…</p>;
}

/** A page that names itself once its data (`release()`) has arrived, as job details does. */
function NamedPage() {
  const [job, setJob] = useState<string | null>(null);
  useEffect(() => {
    release = () => setJob('React Developer');
  }, []);
  usePageTitle(job);
  return <h1>{job ?? 'Job details'}</h1>;
}

function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteAnnouncer title={TITLES[pathname] ?? null} mainId="main" />
      <nav>
        <Link to="/jobs">Jobs</Link>
        <Link to="/late">Late</Link>
        <Link to="/form">Form</Link>
        <Link to="/old-jobs">Old jobs</Link>
        <Link to="/job">A job</Link>
      </nav>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Welcome</h1>} />
          <Route path="/old-jobs" element={<Navigate to="/jobs" replace />} />
          <Route path="/jobs" element={<h1>Jobs</h1>} />
          <Route path="/late" element={<LatePage />} />
          <Route path="/job" element={<NamedPage />} />
          <Route
            path="/form"
            element={
              <>
                <h1>Form</h1>
                <input aria-label="Name" autoFocus />
              </>
            }
          />
        </Routes>
      </main>
    </>
  );
}

const announcer = () => screen.getByTestId('route-announcer');

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Frame />
    </MemoryRouter>,
  );
}

describe('RouteAnnouncer', () => {
  it('titles the first page without moving focus or announcing it', () => {
    renderAt('/');
    expect(document.title).toBe('Home – Rozgar');
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('after a route change titles the page, focuses its h1 and announces it', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Jobs' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Jobs – Rozgar');
    expect(announcer()).toHaveTextContent('Jobs – Rozgar');
  });

  it('waits for a late h1, and titles an untitled route after it', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    expect(screen.getByRole('link', { name: 'Late' })).toHaveFocus();
    act(() => release());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Late page' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Late page – Rozgar');
    expect(announcer()).toHaveTextContent('Late page – Rozgar');
  });

  it('leaves focus where the user or the page has put it since', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    screen.getByRole('link', { name: 'Form' }).focus();
    act(() => release());
    await screen.findByRole('heading', { level: 1, name: 'Late page' });
    expect(screen.getByRole('link', { name: 'Form' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Form – Rozgar');
  });

  it('treats a redirect on the first load as the first load, and one after a click as a change', async () => {
    renderAt('/old-jobs');
    const jobs = await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    expect(document.title).toBe('Jobs – Rozgar');
    expect(jobs).not.toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
    cleanup();

    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Old jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Jobs – Rozgar');
  });

  it('titles a page after the name it gives itself (usePageTitle) while it is shown', async () => {
    renderAt('/job');
    expect(document.title).toBe('Job details – Rozgar');
    act(() => release());
    expect(document.title).toBe('React Developer – Rozgar');

    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(document.title).toBe('Jobs – Rozgar');
  });

  it('announces the name a page gives itself after its route title was announced', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'A job' }));
    expect(announcer()).toHaveTextContent('Job details – Rozgar');
    act(() => release());
    expect(document.title).toBe('React Developer – Rozgar');
    expect(announcer()).toHaveTextContent('React Developer – Rozgar');
  });
});
