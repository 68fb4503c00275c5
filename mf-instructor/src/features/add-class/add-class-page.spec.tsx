// Real RTK Query and react-hook-form against a stubbed fetch: the requests sent, their order and payloads, the
// messages under each field, the toast and the form's state after success or failure are all tested.
import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASS_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, SCHEDULE_MESSAGES } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote, testUser } from '@classhub/remote-testing';
import { useListInstructorClassesQuery } from '../../api/classes.api';
import { AddClassPage } from './add-class-page';
import { IMAGE_MESSAGES } from './add-class.schema';

const me = testUser('instructor');
const UPLOADED = '/api/media/classes/7d1c9e2a.png';

interface Call {
  method: string;
  path: string;
  /** JSON parsed, or the multipart form of an upload. */
  body: unknown;
}

let fetchSpy: jest.SpyInstance;
let calls: Call[];

async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** Answers the upload and the create call (and the list refetch after a create); records every call in order. */
function stubApi({
  upload = () => jsonResponse({ success: true, data: { display_url: UPLOADED } }, 201),
  create = () => jsonResponse({ insertedId: 'new-class' }, 201),
}: { upload?: () => Response | Promise<Response>; create?: () => Response | Promise<Response> } = {}) {
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push({ method: request.method, path: pathname, body: await readBody(request.clone()) });
    if (request.method === 'POST' && pathname === '/api/media/classes') return upload();
    if (request.method === 'POST' && pathname === '/api/classes') return create();
    return jsonResponse({ message: 'Not Found' }, 404);
  });
}

const posts = () => calls.filter(({ method }) => method === 'POST');

// Node's File, so the multipart body the upload sends can be read back (jsdom's File is not a Blob to Node's FormData).
const image = (size = 4, type = 'image/png', name = 'guitar.png') =>
  new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Add A Class' });

async function fillForm({ name = 'Guitar Basics', seats = '12', price = '49.99', file = image() } = {}) {
  if (name) await userEvent.type(field('Class Name'), name);
  if (seats) await userEvent.type(field('Available Seats'), seats);
  if (price) await userEvent.type(field('Price'), price);
  if (file) await userEvent.upload(field('Class Image'), file, { applyAccept: false });
}

function renderPage(auth: 'instructor' | 'loading' = 'instructor') {
  renderRemote(<AddClassPage />, { path: '/dashboard/addclasses', auth });
}

beforeEach(() => {
  calls = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('AddClassPage', () => {
  it("shows the instructor's name and email read-only, the fields and the 'Add A Class' button", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Add A Class' })).toBeInTheDocument();
    expect(field('Instructor Name')).toHaveValue(me.name);
    expect(field('Instructor Name')).toHaveAttribute('readonly');
    expect(field('Instructor Email')).toHaveValue(me.email);
    expect(field('Instructor Email')).toHaveAttribute('readonly');
    expect(field('Class Name')).toHaveAttribute('type', 'text');
    expect(field('Available Seats')).toHaveAttribute('type', 'number');
    expect(field('Price')).toHaveAttribute('type', 'number');
    expect(field('Price')).toHaveAttribute('step', '0.01');
    expect(field('Class Image')).toHaveAttribute('type', 'file');
    expect(field('Class Image')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(submit()).toBeEnabled();
  });

  it('waits for the signed-in user before showing the form', () => {
    renderPage('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('button', { name: 'Add A Class' })).not.toBeInTheDocument();
  });

  it('shows the shared rules’ messages under each empty field, and sends nothing', async () => {
    stubApi();
    renderPage();
    await userEvent.click(submit());

    expect(await screen.findByText(CLASS_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CLASS_MESSAGES.seats)).toBeInTheDocument();
    expect(screen.getByText(CLASS_MESSAGES.price)).toBeInTheDocument();
    expect(screen.getByText(CLASS_MESSAGES.imageRequired)).toBeInTheDocument();
    expect(field('Class Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Class Name')).toHaveAccessibleDescription(CLASS_MESSAGES.nameRequired);
    expect(calls).toEqual([]);
  });

  it.each([
    ['a name under 3 characters', { name: 'ab' }, CLASS_MESSAGES.nameLength],
    ['seats that are not a whole number', { seats: '2.5' }, CLASS_MESSAGES.seats],
    ['no seat at all', { seats: '0' }, CLASS_MESSAGES.seats],
    ['a price with 3 decimals', { price: '10.999' }, CLASS_MESSAGES.priceCents],
    ['a negative price', { price: '-1' }, CLASS_MESSAGES.price],
    // A number field takes exponent notation; the server refuses it too, with the same message (decision 0033).
    ['a price in exponent notation', { price: '1e2' }, CLASS_MESSAGES.price],
    ['seats in exponent notation', { seats: '1e2' }, CLASS_MESSAGES.seats],
    ['a file that is not an image', { file: image(4, 'text/plain', 'notes.txt') }, IMAGE_MESSAGES.type],
    ['an image over 5 MB', { file: image(IMAGE_UPLOAD_MAX_BYTES + 1) }, IMAGE_MESSAGES.size],
  ])('refuses %s with a clear message, before uploading anything', async (_what, values, message) => {
    stubApi();
    renderPage();
    await fillForm(values);
    await userEvent.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('uploads the image first, then creates the class with its address, toasts and empties the form', async () => {
    stubApi();
    renderPage();
    await fillForm();
    await userEvent.click(submit());

    const done = await screen.findByRole('status', { name: 'Success!' });
    expect(done).toHaveTextContent('Your class has been added');

    const [upload, create] = posts();
    expect(posts().map(({ path }) => path)).toEqual(['/api/media/classes', '/api/classes']);
    const sent = (upload?.body as FormData).get('image') as File;
    expect(sent).toMatchObject({ name: 'guitar.png', type: 'image/png', size: 4 });
    expect(create?.body).toEqual({
      className: 'Guitar Basics',
      availableSeats: 12,
      price: 49.99,
      classImage: UPLOADED,
      enrolled: 0,
      instructorName: me.name,
      instructorEmail: me.email,
      // Decision 0040: no schedule given, so none, planned in the browser's zone.
      description: '',
      learningOutcomes: '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      meetingUrl: null,
      sessions: [],
    });

    await waitFor(() => expect(field('Class Name')).toHaveValue(''));
    expect(field('Available Seats')).toHaveValue(null);
    expect(field('Price')).toHaveValue(null);
    expect(field('Class Image').files).toHaveLength(0);
    expect(field('Instructor Name')).toHaveValue(me.name);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refreshes the instructor's class list once a class is added", async () => {
    stubApi();
    const email = encodeURIComponent(me.email);
    // A mounted list query, as My Classes or Instructor home would have it.
    function ListProbe() {
      useListInstructorClassesQuery(me.email);
      return null;
    }
    renderRemote(
      <>
        <ListProbe />
        <AddClassPage />
      </>,
      { path: '/dashboard/addclasses', auth: 'instructor' },
    );
    await waitFor(() => expect(calls.filter(({ method }) => method === 'GET')).toHaveLength(1));
    await fillForm();
    await userEvent.click(submit());
    await screen.findByRole('status', { name: 'Success!' });
    await waitFor(() => expect(calls.filter(({ method }) => method === 'GET')).toHaveLength(2));
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /api/classes/${email}`,
      'POST /api/media/classes',
      'POST /api/classes',
      `GET /api/classes/${email}`,
    ]);
  });

  it("disables the button and says 'Adding…' while the class is being added", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ create: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    await fillForm();
    await userEvent.click(submit());

    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    await act(async () => answer(jsonResponse({ insertedId: 'new-class' }, 201)));
    expect(await screen.findByRole('button', { name: 'Add A Class' })).toBeEnabled();
  });

  it("shows the server's 400 message and its field messages, and keeps everything typed", async () => {
    stubApi({
      create: () =>
        jsonResponse(
          {
            statusCode: 400,
            message: 'Validation failed',
            errors: [{ field: 'className', message: 'A class with this name already exists' }],
          },
          400,
        ),
    });
    renderPage();
    await fillForm();
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(field('Class Name')).toHaveAccessibleDescription('A class with this name already exists');
    expect(field('Class Name')).toHaveValue('Guitar Basics');
    expect(field('Available Seats')).toHaveValue(12);
    expect(field('Price')).toHaveValue(49.99);
    expect(field('Class Image').files).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'Success!' })).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('reuses the uploaded image when the instructor fixes the form and tries again', async () => {
    let first = true;
    stubApi({
      create: () => {
        if (!first) return jsonResponse({ insertedId: 'new-class' }, 201);
        first = false;
        return jsonResponse({ statusCode: 400, message: 'Class name must be 3 to 120 characters' }, 400);
      },
    });
    renderPage();
    await fillForm();
    await userEvent.click(submit());
    await screen.findByRole('alert');
    await userEvent.click(submit());
    await screen.findByRole('status', { name: 'Success!' });
    expect(posts().map(({ path }) => path)).toEqual(['/api/media/classes', '/api/classes', '/api/classes']);
  });

  it('says clearly when the image cannot be uploaded, and does not create the class', async () => {
    stubApi({ upload: () => jsonResponse({ statusCode: 400, message: 'The file is not an image.' }, 400) });
    renderPage();
    await fillForm();
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image could not be uploaded: The file is not an image. Your class was not added.',
    );
    expect(posts().map(({ path }) => path)).toEqual(['/api/media/classes']);
    expect(field('Class Name')).toHaveValue('Guitar Basics');
  });

  it('explains a bare 413 from the gateway as the size limit', async () => {
    stubApi({ upload: () => new Response('Request Entity Too Large', { status: 413 }) });
    renderPage();
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The image could not be uploaded: ${IMAGE_MESSAGES.size}`,
    );
  });

  it('says when ClassHub cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    renderPage();
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('ClassHub could not be reached');
  });

  it('sends the schedule: description, outcomes, zone, a session row and the joining link (decision 0040)', async () => {
    stubApi();
    renderPage();
    await fillForm();
    await userEvent.type(field('Description'), 'Chords.');
    await userEvent.type(field("What you'll learn"), 'Strumming');
    await userEvent.selectOptions(field('Time zone'), 'Europe/Paris');
    await userEvent.click(screen.getByRole('button', { name: 'Add a session' }));
    await userEvent.type(field('Date'), `${new Date().getFullYear() + 1}-03-02`);
    await userEvent.clear(field('Time'));
    await userEvent.type(field('Time'), '18:30');
    await userEvent.type(field('Joining link'), 'http://meet.example.com/x');
    await userEvent.click(submit());
    expect(await screen.findByText(SCHEDULE_MESSAGES.meetingUrl)).toBeInTheDocument();
    await userEvent.clear(field('Joining link'));
    await userEvent.type(field('Joining link'), 'https://meet.example.com/x');
    await userEvent.click(submit());
    await waitFor(() => expect(posts().map(({ path }) => path)).toContain('/api/classes'));
    expect(posts().find(({ path }) => path === '/api/classes')?.body).toMatchObject({
      description: 'Chords.',
      learningOutcomes: 'Strumming',
      timeZone: 'Europe/Paris',
      meetingUrl: 'https://meet.example.com/x',
      sessions: [{ date: `${new Date().getFullYear() + 1}-03-02`, time: '18:30', durationMinutes: 60 }],
    });
  });

  it('says a session in the past must be in the future, under its row', async () => {
    stubApi();
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add a session' }));
    await userEvent.type(field('Date'), '2020-01-01');
    await userEvent.click(submit());
    expect(await screen.findByText(SCHEDULE_MESSAGES.sessionInPast)).toBeInTheDocument();
    expect(posts().map(({ path }) => path)).not.toContain('/api/classes');
  });
});
