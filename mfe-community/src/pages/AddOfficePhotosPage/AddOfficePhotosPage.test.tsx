import { useSession } from '@rozgar/design-system';
import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, seeker } from '../../mocks/handlers';
import { officePhotosHandlers } from '../../mocks/officePhotosHandlers';
import { hdfcBank } from '../../mocks/reviewFixtures';
import { NO_PHOTOS, PHOTOS_ADDED, TOO_MANY_PHOTOS } from '../../officePhotos/chosenPhotos';
import { AddOfficePhotosPage } from './AddOfficePhotosPage';

const PATH = '/add-office-photos';

beforeEach(() => {
  useSession.setState({ status: 'unknown', user: null });
  // jsdom makes no object URLs: the previews get a stand-in.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:preview-${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const image = (name: string, type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

/** Records each upload's company, caption and file name as the BFF received them. */
function recordUploads() {
  const sent: Array<{ companyId: string; caption: string | null; file: string }> = [];
  mswServer.events.on('request:start', ({ request }) => {
    const match = /\/api\/companies\/([^/]+)\/photos$/.exec(new URL(request.url).pathname);
    if (request.method !== 'POST' || !match) return;
    void request
      .clone()
      .formData()
      .then((form) => {
        const file = form.get('photo');
        const caption = form.get('caption');
        sent.push({
          companyId: match[1]!,
          caption: typeof caption === 'string' ? caption : null,
          file: file instanceof File ? file.name : '',
        });
      });
  });
  return sent;
}

async function pickHdfc(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Company/ }), 'hdf');
  await user.click(await screen.findByRole('option', { name: /HDFC Bank/ }));
}

describe('AddOfficePhotosPage', () => {
  it('uploads each chosen photo with its caption, then links to the company’s gallery', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      officePhotosHandlers.officePhotoUploads(),
    );
    const sent = recordUploads();
    const user = userEvent.setup();
    renderPage(PATH, <AddOfficePhotosPage />);
    expect(await screen.findByRole('heading', { name: 'Add office photos' })).toBeVisible();
    await pickHdfc(user);
    await user.upload(screen.getByLabelText('Choose photos'), [
      image('desk.png'),
      image('cafe.jpg', 'image/jpeg'),
    ]);

    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Preview of desk.png' })).toHaveAttribute(
      'src',
      'blob:preview-desk.png',
    );
    await user.type(screen.getByLabelText(/^Caption for desk.png/), 'Our desks');
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));

    expect(await screen.findByText(PHOTOS_ADDED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See them on the company’s page' })).toHaveAttribute(
      'href',
      `/employee-reviews/${hdfcBank.id}`,
    );
    expect(screen.getByText(/Added 2 photos of HDFC Bank/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { companyId: hdfcBank.id, caption: 'Our desks', file: 'desk.png' },
      { companyId: hdfcBank.id, caption: null, file: 'cafe.jpg' },
    ]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-desk.png');
  });

  it('keeps out files that are not photos, too large or past five, and asks for a picked company', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      officePhotosHandlers.officePhotoUploads(),
    );
    const sent = recordUploads();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(PATH, <AddOfficePhotosPage />);
    await screen.findByRole('heading', { name: 'Add office photos' });

    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Company/ }), 'Some New Startup');
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(await screen.findByText('Pick the company from the suggestions')).toBeInTheDocument();

    await user.clear(screen.getByRole('combobox', { name: /Company/ }));
    await pickHdfc(user);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(await screen.findByText(NO_PHOTOS)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose photos'), [
      image('notes.txt', 'text/plain'),
      image('huge.png', 'image/png', 2 * 1024 * 1024 + 1),
      ...['1', '2', '3', '4', '5', '6'].map((n) => image(`office-${n}.png`)),
    ]);
    const problems = screen.getByRole('list', { name: 'Photos left out' });
    expect(problems).toHaveTextContent(
      'notes.txt: The photo must be a PNG, JPEG, WebP or GIF image',
    );
    expect(problems).toHaveTextContent('huge.png: The photo must be 2 MB or smaller');
    expect(problems).toHaveTextContent(TOO_MANY_PHOTOS);
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Remove office-5.png' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(4);
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal next to the photo it refused and uploads the others', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      officePhotosHandlers.officePhotoUploads({
        refuse: { 'fake.jpg': 'The photo must be a PNG, JPEG, WebP or GIF image' },
      }),
    );
    const user = userEvent.setup();
    renderPage(PATH, <AddOfficePhotosPage />);
    await screen.findByRole('heading', { name: 'Add office photos' });
    await pickHdfc(user);
    await user.upload(screen.getByLabelText('Choose photos'), [
      image('fake.jpg', 'image/jpeg'),
      image('real.png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));

    expect(await screen.findByText('Some photos could not be uploaded')).toBeVisible();
    const fake = screen.getByRole('listitem', { name: 'fake.jpg' });
    expect(within(fake).getByRole('alert')).toHaveTextContent(
      'The photo must be a PNG, JPEG, WebP or GIF image',
    );
    expect(
      within(screen.getByRole('listitem', { name: 'real.png' })).getByText('Uploaded'),
    ).toBeVisible();
  });

  it('asks a visitor to log in and brings them back with the company picked', async () => {
    mswServer.use(handlers.me(null), ...handlers.reviewsApi());
    const user = userEvent.setup();
    const back = `${PATH}?company_id=${hdfcBank.id}&company=HDFC+Bank`;
    renderPage(PATH, <AddOfficePhotosPage />, back);
    await screen.findByRole('heading', { name: 'Add office photos' });
    expect(screen.getByRole('combobox', { name: /Company/ })).toHaveValue('HDFC Bank');
    const login = `/login?next=${encodeURIComponent(back)}`;
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', login);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(login));
  });

  it('sends a visitor whose session ended while uploading to log in', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      http.post('/api/companies/:companyId/photos', () =>
        HttpResponse.json({ error: 'Not logged in' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(PATH, <AddOfficePhotosPage />);
    await screen.findByRole('heading', { name: 'Add office photos' });
    await pickHdfc(user);
    await user.upload(screen.getByLabelText('Choose photos'), [image('desk.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent(`${PATH}?company_id=${hdfcBank.id}&company=HDFC+Bank`)}`,
      ),
    );
  });
});
