import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyId, officePhoto } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { OfficePhotoStrip } from './OfficePhotoStrip';

const id = companyId(1);

describe('OfficePhotoStrip', () => {
  it('shows the latest 6 photos with their captions as text alternatives, and links to all', async () => {
    mswServer.use(
      handlers.photos(
        id,
        Array.from({ length: 8 }, (_, index) => officePhoto(1, index + 1)),
      ),
    );
    renderPage('/', <OfficePhotoStrip companyId={id} companyName="Acme Analytics" />);
    const grid = await screen.findByRole('list', { name: "Photos of Acme Analytics's offices" });
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAccessibleName('Our Bengaluru office');
    expect(images[1]).toHaveAccessibleName('An office of Acme Analytics');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '640');
    expect(screen.getByRole('link', { name: 'See all 8 office photos' })).toBeVisible();
  });

  it('invites the first photo when there are none', async () => {
    mswServer.use(handlers.photos(id));
    renderPage('/', <OfficePhotoStrip companyId={id} companyName="Acme Analytics" />);
    expect(await screen.findByRole('link', { name: 'Add office photos' })).toHaveAttribute(
      'href',
      '/add-office-photos',
    );
  });
});
