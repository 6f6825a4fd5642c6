import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { answerFixture, emptyProfileFixture, profileFixture } from '../../mocks/profileFixtures';
import type { ProfileAnswer } from '../profileApi';
import { PHOTO_MAX_BYTES } from '../photoFile';
import { ProfileHeader } from './ProfileHeader';

function Harness({ initial }: { initial: ProfileAnswer }) {
  const [answer, setAnswer] = useState(initial);
  return (
    <ProfileHeader
      profile={answer.profile}
      completeness={answer.completeness}
      onSaved={setAnswer}
      onPhoto={(url) =>
        setAnswer({ ...answer, profile: { ...answer.profile, profile_picture: url } })
      }
    />
  );
}

describe('ProfileHeader', () => {
  it('shows the six details, "Not specified" when empty, and the completion ring', () => {
    renderPage('/', <Harness initial={answerFixture(emptyProfileFixture(), 17)} />);
    const list = screen.getByLabelText('Your details');
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'Phone', 'Email', 'Gender', 'Date of Birth', 'Address']);
    expect(within(list).getAllByText('Not specified')).toHaveLength(4);
    expect(screen.getByRole('progressbar', { name: /Profile completion/ })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
  });

  it('edits the details inline and saves them with PATCH /api/profile', async () => {
    const user = userEvent.setup();
    mswServer.use(...handlers.profileSaves(profileFixture()));
    const api = recordRequests();
    renderPage('/', <Harness initial={answerFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit your details' });
    expect(within(form).getByLabelText('Name', { exact: false })).toHaveFocus();
    expect(within(form).getByLabelText('Gender')).toHaveValue('Female');
    expect(within(form).getByLabelText('Date of Birth')).toHaveValue('1998-03-05');
    const phone = within(form).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '98450 12345');
    await user.selectOptions(within(form).getByLabelText('Gender'), 'Other');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/profile').map((call) => call.body)).toEqual([
      {
        full_name: 'Asha Verma',
        phone: '98450 12345',
        email: 'seeker@example.com',
        gender: 'Other',
        dob: '1998-03-05',
        address: '12 MG Road, Bengaluru',
        pin_code: '560001',
      },
    ]);
    const list = screen.getByLabelText('Your details');
    expect(within(list).getByText('98450 12345')).toBeInTheDocument();
    expect(within(list).getByText('Other')).toBeInTheDocument();
    expect(within(list).getByText('05 Mar 98')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
  });

  it('cancels without a request and keeps the old values', async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/', <Harness initial={answerFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const name = screen.getByLabelText('Name', { exact: false });
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(api.calls).toHaveLength(0);
    expect(
      within(screen.getByLabelText('Your details')).getByText('Asha Verma'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
  });

  it('validates the details in the browser and shows "Failed to save profile" from the server', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.refuses('patch', '/api/profile', 'Enter a valid email address', { status: 400 }),
    );
    const api = recordRequests();
    renderPage('/', <Harness initial={answerFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit your details' });
    const phone = within(form).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12345');
    const pin = within(form).getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '0123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid 6-digit PIN code')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(phone);
    await user.clear(pin);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Failed to save profile: Enter a valid email address'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  describe('photo', () => {
    const photoInput = () => screen.getByLabelText('Upload photo') as HTMLInputElement;

    it('takes images only, as the picker and the check both say', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const api = recordRequests();
      renderPage('/', <Harness initial={answerFixture()} />);
      expect(photoInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

      await user.upload(
        photoInput(),
        new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
      );
      expect(
        await screen.findByText('The photo must be a PNG, JPEG, WebP or GIF image'),
      ).toHaveAttribute('role', 'alert');
      expect(api.calls).toHaveLength(0);
    });

    it('refuses a photo over 2 MB before sending it', async () => {
      const user = userEvent.setup();
      const api = recordRequests();
      renderPage('/', <Harness initial={answerFixture()} />);
      const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'me.png', { type: 'image/png' });
      await user.upload(photoInput(), big);
      expect(await screen.findByText('The photo must be 2 MB or smaller')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it('uploads a photo as multipart field "photo" and shows it', async () => {
      const user = userEvent.setup();
      mswServer.use(handlers.profilePhoto('/api/profile/photo/f42'));
      const api = recordRequests();
      const { container } = renderPage('/', <Harness initial={answerFixture()} />);
      await user.upload(photoInput(), new File(['png'], 'me.png', { type: 'image/png' }));

      await waitFor(() =>
        expect(container.querySelector('[data-avatar] img')).toHaveAttribute(
          'src',
          '/api/profile/photo/f42',
        ),
      );
      const [request] = api.callsTo('POST', '/api/profile/photo');
      // The multipart body as sent: one part, field "photo", with the file's name.
      expect(request!.body).toMatch(/name="photo"; filename="me\.png"/);
      expect(screen.getByLabelText('Change photo')).toBeInTheDocument();
    });

    it('shows the server error when the photo is refused', async () => {
      const user = userEvent.setup();
      mswServer.use(
        handlers.refuses(
          'post',
          '/api/profile/photo',
          'The photo must be a PNG, JPEG, WebP or GIF image',
          { status: 415 },
        ),
      );
      renderPage('/', <Harness initial={answerFixture()} />);
      await user.upload(photoInput(), new File(['not really'], 'fake.png', { type: 'image/png' }));
      expect(
        await screen.findByText('The photo must be a PNG, JPEG, WebP or GIF image'),
      ).toBeInTheDocument();
    });
  });
});
