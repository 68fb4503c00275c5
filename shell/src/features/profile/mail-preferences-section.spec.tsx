import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { stubFetch } from '@classhub/web-testing';
import { App } from '../../app/app';
import { roleFlagRoutes, signedInAs, USERS } from '../../testing/auth-fixtures';
import { renderInShell } from '../../testing/render-app';
import { stubLoader } from '../../testing/stub-loader';

const loader = stubLoader();
const profilePath = `/userprofile/${encodeURIComponent(USERS.instructor.email)}`;

function renderProfile(routes: Parameters<typeof stubFetch>[0]) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
  const fetch = stubFetch({
    [`GET ${profilePath}`]: { body: USERS.instructor },
    ...roleFlagRoutes('instructor'),
    ...routes,
  });
  renderInShell(<App loader={loader} />, { path: '/dashboard/userprofile', auth: signedInAs('instructor') });
  return fetch;
}

const mailSection = async () => within(await screen.findByRole('region', { name: 'Mail' }));

describe('the profile’s Mail section', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows each optional mail as a switch, and saves a change at once with both switches', async () => {
    const { called } = renderProfile({
      'GET /notifications/preferences': { body: { classReviews: true, roleChanges: false } },
      'PUT /notifications/preferences': { body: { classReviews: false, roleChanges: false } },
    });
    const section = await mailSection();
    expect(
      section.getByText(/Receipts, refunds and mails about your account’s security are always sent/),
    ).toBeVisible();
    const reviews = await section.findByRole('checkbox', { name: /Class reviews/ });
    expect(reviews).toBeChecked();
    expect(section.getByRole('checkbox', { name: /Role changes/ })).not.toBeChecked();
    await userEvent.click(reviews);
    await waitFor(() => expect(called('PUT', '/notifications/preferences')).toHaveLength(1));
    expect(called('PUT', '/notifications/preferences')[0]?.body).toEqual({ classReviews: false, roleChanges: false });
    await waitFor(() => expect(section.getByRole('checkbox', { name: /Class reviews/ })).not.toBeChecked());
    expect(await screen.findByText('Mail settings saved')).toBeVisible();
  });

  it('says so, keeping the switch as stored, when a change is not saved', async () => {
    renderProfile({
      'GET /notifications/preferences': { body: { classReviews: true, roleChanges: true } },
      'PUT /notifications/preferences': { status: 503, body: { message: 'The notifications service is unavailable' } },
    });
    const section = await mailSection();
    await userEvent.click(await section.findByRole('checkbox', { name: /Role changes/ }));
    expect(await screen.findByText('Your mail settings were not saved')).toBeVisible();
    expect(section.getByRole('checkbox', { name: /Role changes/ })).toBeChecked();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    renderProfile({ 'GET /notifications/preferences': { status: 503, body: { message: 'unavailable' } } });
    const section = await mailSection();
    expect(await section.findByText('Your mail settings could not be loaded')).toBeVisible();
    expect(section.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
