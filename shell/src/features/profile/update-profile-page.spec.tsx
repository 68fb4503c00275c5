import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDto } from '@classhub/contracts';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { App } from '../../app/app';
import { roleFlagRoutes, signedInAs, USERS } from '../../testing/auth-fixtures';
import { stubFetch, type RouteAnswer } from '@classhub/web-testing';
import { renderInShell } from '../../testing/render-app';
import { updateProfileFormSchema } from './update-profile.schema';
import { stubLoader } from '../../testing/stub-loader';

const profile: ProfileDto = { ...USERS.student, phone: '5550100', address: '', website: '', gender: 'Male' };
const UPLOADED = '/api/media/users/3f2a.png';

function renderUpdate(routes: Record<string, RouteAnswer> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
  const fetch = stubFetch({
    'GET /getprofileinfo/s1': { body: profile },
    'POST /media/users': { body: { success: true, data: { display_url: UPLOADED } } },
    'PUT /updateprofile/s1': { body: { modifiedCount: 1 } },
    [`GET /userprofile/${encodeURIComponent(profile.email)}`]: { body: profile },
    ...roleFlagRoutes('student'),
    ...routes,
  });
  const rendered = renderInShell(<App loader={stubLoader()} />, {
    path: '/dashboard/updateprofile/s1',
    auth: signedInAs('student'),
  });
  return { ...rendered, ...fetch };
}

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('UpdateProfilePage', () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no object URLs.
    URL.createObjectURL = jest.fn(() => 'blob:chosen-picture');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('previews a chosen picture before it is saved, and forgets the preview when the choice is cleared', async () => {
    renderUpdate();
    const input = await screen.findByLabelText('Profile picture');
    expect(screen.getByRole('img', { name: 'Current profile picture' })).toBeInTheDocument();
    await userEvent.upload(input, picture());
    expect(screen.getByRole('img', { name: 'New profile picture, saved with Update Profile' })).toHaveAttribute(
      'src',
      'blob:chosen-picture',
    );
    expect(screen.queryByRole('img', { name: 'Current profile picture' })).toBeNull();

    fireEvent.change(input, { target: { files: [] } });
    expect(await screen.findByRole('img', { name: 'Current profile picture' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-picture');
  });

  it('does not preview a file that is not an image', async () => {
    renderUpdate();
    const input = await screen.findByLabelText('Profile picture');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByRole('img', { name: 'Current profile picture' })).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('loads the profile by id first, then fills the form', async () => {
    const { called } = renderUpdate();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(await screen.findByLabelText('Name')).toHaveValue('Sam Student');
    expect(called('GET', '/getprofileinfo/s1')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('student1@classhub.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Phone')).toHaveValue(5550100);
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveValue('Male');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Male', 'Female', 'Custom']);
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  });

  it.each([
    [400, 'Invalid user id'],
    [404, 'User not found'],
  ])('shows the error page, with no Retry, when the server answers %i', async (status, message) => {
    renderUpdate({ 'GET /getprofileinfo/s1': { status, body: { message } } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(String(status))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the profile could not be loaded for a reason that may pass', async () => {
    const { called } = renderUpdate({
      'GET /getprofileinfo/s1': { status: 503, body: { message: 'identity is unavailable' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(called('GET', '/getprofileinfo/s1')).toHaveLength(2));
  });

  it("says 'Invalid URL' for a website that is not one, and sends nothing", async () => {
    const { called } = renderUpdate();
    await userEvent.type(await screen.findByLabelText('Website'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(called('PUT', '/updateprofile/s1')).toHaveLength(0);
  });

  it("says 'Invalid email address' for an email that is not one", async () => {
    const { called } = renderUpdate();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'broken' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(called('PUT', '/updateprofile/s1')).toHaveLength(0);
    expect(updateProfileFormSchema.safeParse({ name: 'A', email: 'x' }).error?.issues[0]?.message).toBe(
      'Invalid email address',
    );
  });

  it("uploads the picture, saves the profile, shows 'Success!' and goes to the profile on Ok", async () => {
    // jsdom's File is not a Blob to Node's FormData, so the appended part is checked where it is added.
    const append = jest.spyOn(FormData.prototype, 'append');
    const { called, store } = renderUpdate();
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Samantha Student');
    await userEvent.type(screen.getByLabelText('Address'), '2 Side St');
    await userEvent.type(screen.getByLabelText('Website'), 'https://sam.example');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Custom');
    await userEvent.upload(screen.getByLabelText('Profile picture'), picture());
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Your profile has been updated');
    expect(called('POST', '/media/users')).toHaveLength(1);
    expect(append).toHaveBeenCalledWith('image', expect.objectContaining({ name: 'me.png', type: 'image/png' }));
    expect(called('PUT', '/updateprofile/s1')[0]?.body).toEqual({
      name: 'Samantha Student',
      email: 'student1@classhub.test',
      address: '2 Side St',
      phone: '5550100',
      website: 'https://sam.example',
      gender: 'Custom',
      photo: UPLOADED,
    });
    // The form is reset (nothing left to submit) and the panel shows the new name and photo at once.
    expect((screen.getByLabelText('Profile picture') as HTMLInputElement).files).toHaveLength(0);
    expect(store.getState().auth.user).toMatchObject({ name: 'Samantha Student', photo: UPLOADED });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/userprofile$/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the current photo when no picture is chosen', async () => {
    const { called } = renderUpdate();
    await userEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(called('POST', '/media/users')).toHaveLength(0);
    expect(called('PUT', '/updateprofile/s1')[0]?.body).toMatchObject({ photo: profile.photo });
  });

  it('says clearly when the picture cannot be uploaded, and changes nothing', async () => {
    const { called } = renderUpdate({
      'POST /media/users': { status: 400, body: { message: 'The file is not an image.' } },
    });
    await userEvent.upload(await screen.findByLabelText('Profile picture'), picture());
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The picture could not be uploaded: The file is not an image. Your profile was not changed.',
    );
    expect(called('PUT', '/updateprofile/s1')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { called } = renderUpdate();
    const input = await screen.findByLabelText('Profile picture');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(called('POST', '/media/users')).toHaveLength(0);
  });
});
