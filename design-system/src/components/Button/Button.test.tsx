import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Apply now</Button>);
    const button = screen.getByRole('button', { name: 'Apply now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when type="submit"', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Apply
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is busy and ignores clicks while loading, but keeps focus and its label', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Log in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with aria-disabled stays focusable but neither clicks nor submits its form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <p id="why">Fill in your name first</p>
        <Button type="submit" aria-disabled aria-describedby="why" onClick={onClick}>
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fill in your name first');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards its ref to the DOM button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it('renders as a link with `as`, passing the link props through', () => {
    function RouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a data-router-link="" href={to} {...rest} />;
    }
    renderWithTheme(
      <Button as={RouterLink} to="/signup" variant="secondary">
        Register
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).not.toHaveAttribute('type');
  });

  it('a disabled link does not navigate', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <div onClick={(event) => onClick(event.defaultPrevented)}>
        <Button as="a" href="/jobs" disabled>
          Jobs
        </Button>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledWith(true);
  });

  it('keeps styling props off the DOM', () => {
    renderWithTheme(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    for (const attribute of ['variant', 'size', 'fullwidth', '$variant', 'loading']) {
      expect(button).not.toHaveAttribute(attribute);
    }
  });
});
