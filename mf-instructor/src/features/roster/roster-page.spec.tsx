// Real RTK Query against a stubbed fetch: the roster's rows, its empty state, and the mail form's answers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@classhub/routing';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { PATHS } from '../../config/paths';
import { RosterPage } from './roster-page';

const CLASS_ID = '11111111-1111-4111-8111-111111111111';
const ROW = {
  paymentId: '22222222-2222-4222-8222-222222222222',
  studentName: 'Ada Lovelace',
  studentEmail: 'ada@classhub.test',
  paidAt: '2026-11-01T10:00:00.000Z',
  amountPaid: 15,
  refundState: 'none',
  enrolmentStatus: 'confirmed',
};

let fetchSpy: jest.SpyInstance;
let rows: unknown[];
let mailAnswer: Response;

beforeEach(() => {
  rows = [
    ROW,
    {
      ...ROW,
      paymentId: '33333333-3333-4333-8333-333333333333',
      studentName: 'Ben Okri',
      refundState: 'refunded',
      refundLabel: 'Refunded',
      enrolmentStatus: 'refunded',
    },
  ];
  mailAnswer = jsonResponse({ mailId: 'm', recipients: 1 }, 202);
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === `/api/roster/${CLASS_ID}`)
      return jsonResponse({ classId: CLASS_ID, className: 'Cello Ensemble', enrolledCount: 1, rows });
    if (request.method === 'POST' && pathname === `/api/roster/${CLASS_ID}/mail`) return mailAnswer;
    return jsonResponse({ message: 'Not Found' }, 404);
  });
});
afterEach(() => fetchSpy.mockRestore());

const renderRoster = () =>
  renderRemote(
    <Routes>
      <Route path={PATHS.roster} element={<RosterPage />} />
    </Routes>,
    { path: `/dashboard/myclasses/${CLASS_ID}/roster`, auth: 'instructor' },
  );

describe('RosterPage', () => {
  it('lists who enrolled with what they paid and any refund', async () => {
    renderRoster();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roster: Cello Ensemble' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(table).getAllByText('$15.00')).toHaveLength(2);
    expect(within(table).getAllByText('Refunded')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says so when no one has enrolled', async () => {
    rows = [];
    renderRoster();
    expect(await screen.findByText('No one has enrolled yet')).toBeInTheDocument();
  });

  it('mails the students and says how many; shows the limit’s reason', async () => {
    renderRoster();
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a subject')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Subject'), 'Room change');
    await userEvent.type(screen.getByLabelText('Message'), 'Room B12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 1 student')).toBeInTheDocument();

    const reason = "You can mail this class's students 3 times an hour; try again in 58 minutes";
    mailAnswer = jsonResponse({ statusCode: 429, message: reason }, 429);
    await userEvent.type(screen.getByLabelText('Subject'), 'Again');
    await userEvent.type(screen.getByLabelText('Message'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
