import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { officePhotos, officePhotosHandlers } from '../../mocks/officePhotosHandlers';
import { hdfcBank } from '../../mocks/reviewFixtures';
import { OfficePhotos } from './OfficePhotos';

const renderGallery = () =>
  renderPage('/', <OfficePhotos companyId={hdfcBank.id} companyName={hdfcBank.name} />);

describe('OfficePhotos', () => {
  it('shows lazily loaded thumbnails of a fixed size, described by their captions', async () => {
    mswServer.use(officePhotosHandlers.officePhotos());
    renderGallery();
    const first = await screen.findByRole('img', { name: 'The open-plan floor in Lower Parel' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '600');
    expect(first).toHaveAttribute('src', officePhotos[0]!.url);
    // Without a caption: the company and the photo's place; without a size: a 4:3 box.
    const untitled = screen.getByRole('img', { name: 'Office of HDFC Bank, photo 3' });
    expect(untitled).toHaveAttribute('width', '400');
    expect(untitled).toHaveAttribute('height', '300');
    expect(
      screen.getByRole('button', { name: 'Open photo 2 of 3: Cafeteria at lunch time' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add office photos' })).toHaveAttribute(
      'href',
      `/add-office-photos?company_id=${hdfcBank.id}&company=HDFC+Bank`,
    );
  });

  it('opens a lightbox: arrows go round the photos, Escape closes it and focus returns', async () => {
    mswServer.use(officePhotosHandlers.officePhotos());
    const user = userEvent.setup();
    renderGallery();
    const second = await screen.findByRole('button', { name: /^Open photo 2 of 3/ });
    await user.click(second);

    let dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Cafeteria at lunch time' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Office of HDFC Bank, photo 3' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Previous' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('invites the first photo when there is none', async () => {
    mswServer.use(officePhotosHandlers.officePhotos([]));
    renderGallery();
    expect(await screen.findByRole('heading', { name: 'No office photos yet.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add the first photo' })).toHaveAttribute(
      'href',
      `/add-office-photos?company_id=${hdfcBank.id}&company=HDFC+Bank`,
    );
  });

  it('says so while loading and when the photos cannot be fetched', async () => {
    mswServer.use(officePhotosHandlers.officePhotosLoading());
    const { unmount } = renderGallery();
    expect(screen.getByRole('status', { name: 'Loading office photos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    unmount();
    mswServer.use(officePhotosHandlers.officePhotosDown());
    renderGallery();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
