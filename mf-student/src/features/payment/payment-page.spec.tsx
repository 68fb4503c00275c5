// Real RTK Query against a stubbed fetch: the checkout's requests, states, messages and toasts are all tested.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@classhub/routing';
import { COUPON_MESSAGES, type CreatePaymentIntentResponse, type SelectedClassDto } from '@classhub/contracts';
import { lightTheme, toast } from '@classhub/ui';
import { jsonResponse, renderRemote, selectedClassFixture } from '@classhub/remote-testing';
import { deferred, stubApi, type ApiCall, type ApiHandler } from '../../testing/api-stub';
import { HOLD_ENDED_MESSAGE } from './hold-countdown';
import { PaymentPage } from './payment-page';
import { RETRY_DELAYS_MS } from './use-payment-recording';

const guitar = selectedClassFixture({});

// No offset: read as local time, so the expected wording does not depend on the machine's time zone.
const intent: CreatePaymentIntentResponse = {
  clientSecret: 'pi_test_123_secret_abc',
  paymentIntentId: 'pi_test_123',
  amount: 49.5,
  currency: 'usd',
  expiresAt: '2026-03-01T14:20:00',
};

// The page's clock: the hold above has 2:41 left, and 0.9 s of slack before the figure changes.
const NOW = new Date('2026-03-01T14:17:19.100');

const DANGER = 'rgb(185, 28, 28)'; // lightTheme.color.danger
const SUCCESS = 'rgb(22, 101, 52)'; // lightTheme.color.success

let fetchSpy: jest.SpyInstance;
let calls: ApiCall[];

function serve(overrides: Record<string, ApiHandler> = {}, item: SelectedClassDto = guitar) {
  calls = stubApi(fetchSpy, {
    'GET /api/select/s1': () => jsonResponse(item),
    'GET /api/payment-config': () => jsonResponse({ provider: 'test' }),
    'POST /api/create-payment-intent': () => jsonResponse(intent),
    'POST /api/test-provider/confirm': () =>
      jsonResponse({ paymentIntent: { id: 'pi_test_123', status: 'succeeded' } }),
    'POST /api/payment': () => jsonResponse({ insertResult: { insertedId: 'p1' } }),
    ...overrides,
  });
}

const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

function renderPage() {
  renderRemote(
    <Routes>
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
    </Routes>,
    { path: '/dashboard/payment/s1', auth: 'student' },
  );
}

async function fillCard(number: string, user: Pick<typeof userEvent, 'type'> = userEvent) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
}

const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing…)$/ });

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  // Runs as the real clock does, from a moment the intent's hold has not yet reached.
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
  jest.useRealTimers();
});

describe('PaymentPage', () => {
  it('applies a promotion code: the discount line and the new total, and the intent is asked for with the code', async () => {
    serve({
      'POST /api/coupons/preview': () =>
        jsonResponse({ code: 'WELCOME10', listPriceCents: 4950, discountCents: 495, totalCents: 4455 }),
      'POST /api/create-payment-intent': () => jsonResponse({ ...intent, amount: 44.55 }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Promotion code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect((await screen.findByText('WELCOME10', { selector: 'strong' })).parentElement).toHaveTextContent(
      'Promotion code WELCOME10 applied: $4.95 off.',
    );
    expect(screen.getByLabelText('Price')).toHaveTextContent(
      'Price$49.50Discount (WELCOME10)−$4.95Amount to pay$44.55',
    );
    expect(sent('POST', '/api/coupons/preview')[0]?.body).toEqual({ selecteItemId: 's1', code: 'welcome10' });
    await fillCard('4242424242424242');
    await userEvent.click(payButton());
    expect(await screen.findByText('Payment Success with transacition ID: pi_test_123')).toBeInTheDocument();
    expect(sent('POST', '/api/create-payment-intent')[0]?.body).toEqual({
      selecteItemId: 's1',
      couponCode: 'WELCOME10',
    });
  });

  it.each([
    COUPON_MESSAGES.usedUp,
    // A code leaving a few cents: less than a card can be charged.
    COUPON_MESSAGES.belowCardMinimum(24),
  ])(
    'says why a promotion code cannot be used, in the server’s words ("%s"), and keeps the full price',
    async (message) => {
      serve({
        'POST /api/coupons/preview': () => jsonResponse({ statusCode: 409, error: 'Conflict', message }, 409),
      });
      renderPage();
      await userEvent.type(await screen.findByLabelText('Promotion code'), 'SPENT');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Promotion code')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Amount to pay').parentElement).toHaveTextContent('$49.50');
    },
  );

  it('a code that makes the class free joins it without a card', async () => {
    serve({
      'POST /api/coupons/preview': () =>
        jsonResponse({ code: 'FREEBIE', listPriceCents: 4950, discountCents: 4950, totalCents: 0 }),
      'POST /api/enrol-free': () => jsonResponse({ insertResult: { insertedId: 'p1' } }, 201),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Promotion code'), 'FREEBIE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join for free' }));

    expect(await screen.findByText('You have joined Guitar Basics for free.')).toBeInTheDocument();
    expect(sent('POST', '/api/enrol-free')[0]?.body).toEqual({ selecteItemId: 's1', couponCode: 'FREEBIE' });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('loads the selected class and the provider, and holds no seat until Pay is pressed', async () => {
    serve();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Please Proceed to Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Guitar Basics' })).toBeInTheDocument();
    expect(screen.getByText('by Bo Diddley')).toBeInTheDocument();
    expect(await screen.findByText(/Your seat is held for you when you press Pay/)).toBeInTheDocument();
    expect(screen.getByText('Amount to pay').parentElement).toHaveTextContent('$49.50');
    expect(payButton()).toBeEnabled();

    // The student's waitlist too: a seat it keeps for them is shown as theirs (decision 0038).
    expect(calls.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'GET /api/payment-config',
      'GET /api/select/s1',
      'GET /api/waitlist',
    ]);
    expect(screen.getByText(/Test mode: no real card is charged/)).toHaveTextContent(
      '4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined',
    );
  });

  it("holds the seat on Pay for the server's price, then confirms the card", async () => {
    const holding = deferred();
    serve({ 'POST /api/create-payment-intent': () => holding.promise });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    expect(payButton()).toHaveTextContent('Processing…');
    expect(sent('POST', '/api/create-payment-intent')[0]?.body).toEqual({ selecteItemId: 's1' });
    expect(sent('POST', '/api/test-provider/confirm')).toEqual([]);
    holding.resolve(jsonResponse({ ...intent, amount: 45 }));

    expect(await screen.findByText('Payment Success with transacition ID: pi_test_123')).toBeInTheDocument();
    expect(sent('POST', '/api/test-provider/confirm')).toHaveLength(1);
  });

  it("shows the server's amount once the seat is held", async () => {
    serve({
      'POST /api/create-payment-intent': () => jsonResponse({ ...intent, amount: 45 }),
      'POST /api/test-provider/confirm': () =>
        jsonResponse({ statusCode: 402, error: 'Payment Required', message: 'Your card was declined.' }, 402),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4000000000000002');
    await userEvent.click(payButton());

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    // The server's amount is what the card is charged, so that is what the page shows.
    expect(screen.getByText('Amount to pay').parentElement).toHaveTextContent('$45.00');
  });

  it('formats the card number with spaces and the expiry as MM / YY', async () => {
    serve();
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 30');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
  });

  it('pays with 4242…: confirms the card, records the payment, shows the green success message and toasts', async () => {
    const confirming = deferred();
    serve({ 'POST /api/test-provider/confirm': () => confirming.promise });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(payButton());

    // While paying: 'Processing…', disabled.
    expect(payButton()).toHaveTextContent('Processing…');
    expect(payButton()).toBeDisabled();
    confirming.resolve(jsonResponse({ paymentIntent: { id: 'pi_test_123', status: 'succeeded' } }));

    const success = await screen.findByText('Payment Success with transacition ID: pi_test_123');
    expect(success).toHaveStyle({ color: SUCCESS });
    expect(await screen.findByRole('status', { name: 'Your payment has been successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Enrolled Classes' })).toHaveAttribute(
      'href',
      '/dashboard/myenrolledclass',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();

    expect(sent('POST', '/api/test-provider/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_test_123_secret_abc',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      billingDetails: { email: 'student@classhub.test', name: 'Test student' },
    });
    expect(sent('POST', '/api/payment').map(({ body }) => body)).toEqual([
      {
        transactionId: 'pi_test_123',
        selecteItemId: 's1',
        email: 'student@classhub.test',
        name: 'Test student',
        price: 49.5,
        classImage: '/api/media/classes/guitar.jpg',
        classId: 'c1',
        className: 'Guitar Basics',
        instructorName: 'Bo Diddley',
      },
    ]);
    // The seat hold is not asked for again once paid.
    expect(sent('POST', '/api/create-payment-intent')).toHaveLength(1);
  });

  it("shows a declined card's message in red under the form and records nothing", async () => {
    serve({
      'POST /api/test-provider/confirm': () =>
        jsonResponse(
          {
            statusCode: 402,
            error: 'Payment Required',
            message: 'Your card was declined.',
            code: 'card_declined',
            declineCode: 'generic_decline',
          },
          402,
        ),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(payButton());

    const error = await screen.findByText('Your card was declined.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveStyle({ color: DANGER });
    expect(sent('POST', '/api/payment')).toEqual([]);
    expect(screen.queryByText(/Payment Success/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Your payment has been successful' })).not.toBeInTheDocument();
    // Another card may be tried.
    expect(payButton()).toHaveTextContent('Pay');
    expect(payButton()).toBeEnabled();
  });

  it('checks an incomplete card in the browser before asking the provider', async () => {
    serve();
    renderPage();
    await screen.findByLabelText('Card number');
    await userEvent.type(screen.getByLabelText('Card number'), '4242');
    await userEvent.click(payButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/test-provider/confirm')).toEqual([]);
  });

  it('shows a 409 from create-payment-intent in red and confirms no card', async () => {
    serve({
      'POST /api/create-payment-intent': () =>
        jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This class is full' }, 409),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    const error = await screen.findByText('This class is full');
    expect(error).toHaveStyle({ color: DANGER });
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/Your seat is held until/)).not.toBeInTheDocument();
    expect(sent('POST', '/api/test-provider/confirm')).toEqual([]);
  });

  it('lets the student press Pay again when checkout was unavailable (503)', async () => {
    let unavailable = true;
    serve({
      'POST /api/create-payment-intent': () =>
        unavailable
          ? jsonResponse({ message: 'Checkout is unavailable right now; please try again in a moment' }, 503)
          : jsonResponse(intent),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    expect(
      await screen.findByText('Checkout is unavailable right now; please try again in a moment'),
    ).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    unavailable = false;
    await userEvent.click(payButton());
    expect(await screen.findByText('Payment Success with transacition ID: pi_test_123')).toBeInTheDocument();
  });

  it('says the seat is held until when while paying, and that it is free again after a declined card', async () => {
    let declined = true;
    const confirming = deferred();
    serve({
      'POST /api/test-provider/confirm': () =>
        declined
          ? jsonResponse(
              { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.', code: 'card_declined' },
              402,
            )
          : confirming.promise,
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4000000000000002');
    await userEvent.click(payButton());

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText(/Your seat is held for you when you press Pay/)).toBeInTheDocument();
    declined = false;
    await userEvent.click(payButton());
    expect(await screen.findByText('Your seat is held until 2:20 PM.')).toBeInTheDocument();
    confirming.resolve(jsonResponse({ paymentIntent: { id: 'pi_test_123', status: 'succeeded' } }));
    expect(await screen.findByText('Payment Success with transacition ID: pi_test_123')).toBeInTheDocument();
    expect(sent('POST', '/api/create-payment-intent')).toHaveLength(2);
  });

  it('joins a free class without a card: no intent, one call, a success message and a toast', async () => {
    serve(
      { 'POST /api/enrol-free': () => jsonResponse({ insertResult: { insertedId: 'p9' } }, 201) },
      { ...guitar, price: 0 },
    );
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join This Free Class' })).toBeInTheDocument();
    expect(screen.getByText('Price').parentElement).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));

    expect(await screen.findByText('You have joined Guitar Basics for free.')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'You have joined the class' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Enrolled Classes' })).toHaveAttribute(
      'href',
      '/dashboard/myenrolledclass',
    );
    expect(sent('POST', '/api/enrol-free').map(({ body }) => body)).toEqual([{ selecteItemId: 's1' }]);
    expect(sent('POST', '/api/create-payment-intent')).toEqual([]);
  });

  it('shows why a free class could not be joined, and lets the student try again', async () => {
    let full = true;
    serve(
      {
        'POST /api/enrol-free': () =>
          full
            ? jsonResponse(
                { statusCode: 503, error: 'Service Unavailable', message: 'Checkout is unavailable right now' },
                503,
              )
            : jsonResponse({ insertResult: { insertedId: 'p9' } }, 201),
      },
      { ...guitar, price: 0 },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout is unavailable right now Please try again.');
    full = false;
    await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByText('You have joined Guitar Basics for free.')).toBeInTheDocument();
  });

  it('shows the 404 of a selected class that is not there, with a way back', async () => {
    serve({ 'GET /api/select/s1': () => jsonResponse({ message: 'Selected class not found' }, 404) });
    renderPage();

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Selected class not found');
    expect(within(error).getByRole('link', { name: 'Back to My Selected Classes' })).toHaveAttribute(
      'href',
      '/dashboard/myselectedclass',
    );
    expect(sent('POST', '/api/create-payment-intent')).toEqual([]);
  });

  it('keeps recording a charged payment while the server cannot answer, saying what it is doing, until it is recorded', async () => {
    let failures = 2;
    serve({
      'POST /api/payment': () =>
        failures-- > 0
          ? jsonResponse({ message: 'Checkout is unavailable right now' }, 503)
          : jsonResponse({ insertResult: { insertedId: 'p1' } }),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    expect(
      await screen.findByText('Your card was charged (transaction pi_test_123). Recording your payment…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Checkout is unavailable right now Trying again in \d s \(attempt 2\); you will not be charged twice\./,
      ),
    ).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    // The student need not wait for the next attempt.
    await userEvent.click(screen.getByRole('button', { name: 'Try now' }));
    // The third attempt comes by itself.
    expect(
      await screen.findByText('Payment Success with transacition ID: pi_test_123', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/test-provider/confirm')).toHaveLength(1);
    expect(sent('POST', '/api/payment').map(({ body }) => (body as { transactionId: string }).transactionId)).toEqual([
      'pi_test_123',
      'pi_test_123',
      'pi_test_123',
    ]);
  });

  it('asks the server whether an interrupted card confirmation charged the card, and records it when it did', async () => {
    serve({ 'POST /api/test-provider/confirm': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    expect(await screen.findByText('Payment Success with transacition ID: pi_test_123')).toBeInTheDocument();
    expect(sent('POST', '/api/payment').map(({ body }) => (body as { transactionId: string }).transactionId)).toEqual([
      'pi_test_123',
    ]);
  });

  it('says the card was not charged when an interrupted confirmation never reached it, and lets the student pay again', async () => {
    serve({
      'POST /api/test-provider/confirm': () => jsonResponse({ message: 'Bad gateway' }, 502),
      'POST /api/payment': () =>
        jsonResponse({ statusCode: 409, error: 'Conflict', message: 'The card payment has not succeeded' }, 409),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    expect(
      await screen.findByText('The payment did not go through and your card was not charged. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(payButton()).toBeEnabled();
    expect(screen.queryByText(/Payment Success/)).not.toBeInTheDocument();
  });

  it('asks the student to try again once the automatic attempts are used up, without charging again', async () => {
    let down = true;
    serve({
      'POST /api/payment': () =>
        down
          ? jsonResponse({ message: 'Checkout is unavailable right now' }, 503)
          : jsonResponse({ insertResult: { insertedId: 'p1' } }),
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length; attempt++)
      await userEvent.click(await screen.findByRole('button', { name: 'Try now' }));
    expect(
      await screen.findByText(
        /Your card was charged \(transaction pi_test_123\) but the payment could not be recorded/,
      ),
    ).toHaveTextContent('Checkout is unavailable right now');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment Success with transacition ID: pi_test_123')).toBeInTheDocument();
    expect(sent('POST', '/api/test-provider/confirm')).toHaveLength(1);
    expect(sent('POST', '/api/payment')).toHaveLength(RETRY_DELAYS_MS.length + 2);
  });

  it('shows what was paid when the class was already paid for (a page opened again), never an error', async () => {
    serve({}, { ...guitar, payment: { _id: 'p1', transactionId: 'pi_paid_1', enrolmentStatus: 'confirmed' } });
    renderPage();

    expect(
      await screen.findByText('You have already paid for this class (transaction pi_paid_1).'),
    ).toBeInTheDocument();
    expect(screen.getByText('You are enrolled in this class.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Enrolled Classes' })).toHaveAttribute(
      'href',
      '/dashboard/myenrolledclass',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent('POST', '/api/create-payment-intent')).toEqual([]);
  });

  it('looks the payment up when the server says the class was paid for meanwhile', async () => {
    let paid = false;
    serve({
      'GET /api/select/s1': () =>
        jsonResponse(
          paid ? { ...guitar, payment: { _id: 'p1', transactionId: 'pi_paid_2', enrolmentStatus: 'pending' } } : guitar,
        ),
      'POST /api/create-payment-intent': () => {
        paid = true;
        return jsonResponse(
          { statusCode: 409, error: 'Conflict', message: 'You have already paid for this class' },
          409,
        );
      },
    });
    renderPage();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    await userEvent.click(payButton());

    expect(
      await screen.findByText('You have already paid for this class (transaction pi_paid_2).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your enrolment is being confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the theme danger colour for errors', () => {
    // Keeps DANGER/SUCCESS above honest if the theme changes.
    expect(lightTheme.color.danger).toBe('#b91c1c');
    expect(lightTheme.color.success).toBe('#166534');
  });

  describe('while a seat is held', () => {
    const OTHERS_WAITING =
      'Others are waiting for a seat of this class, so your hold cannot be extended: please finish paying before it ends';
    let user: ReturnType<typeof userEvent.setup>;

    beforeEach(() => {
      // The clock moves only when the test says, to look at each second.
      jest.useFakeTimers({ now: NOW });
      user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    });

    const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    const timer = () => screen.getByRole('timer');
    const keepButton = () => screen.queryByRole('button', { name: 'Keep my seat longer' });

    /** Presses Pay with a card whose confirmation has not answered yet, so the seat stays held. */
    async function holdWhilePaying(overrides: Record<string, ApiHandler> = {}) {
      serve({ 'POST /api/test-provider/confirm': () => new Promise<Response>(() => undefined), ...overrides });
      renderPage();
      await screen.findByLabelText('Card number');
      await fillCard('4242424242424242', user);
      await user.click(payButton());
      await screen.findByRole('timer');
    }

    it('shows the time left every second, and tells screen readers only when the hold starts and at its last minute', async () => {
      await holdWhilePaying();

      expect(timer()).toHaveTextContent('Your seat is held for 2:41 more.');
      const notice = screen.getByText('Your seat is held until 2:20 PM.');
      expect(notice).toHaveAttribute('role', 'status');
      tick(1000);
      expect(timer()).toHaveTextContent('Your seat is held for 2:40 more.');
      tick(99_000);
      expect(timer()).toHaveTextContent('Your seat is held for 1:01 more.');
      // The figure changes every second; the live region's words did not.
      expect(notice).toHaveTextContent(/^Your seat is held until 2:20 PM\.$/);
      tick(1000);
      expect(timer()).toHaveTextContent('Your seat is held for 1:00 more.');
      expect(notice).toHaveTextContent(/^One minute left: your seat is held until 2:20 PM\.$/);
      tick(59_000);
      expect(timer()).toHaveTextContent('Your seat is held for 0:01 more.');
      expect(notice).toHaveTextContent(/^One minute left/);
    });

    it("counts down on the device's clock when it is minutes off the server's", async () => {
      // The server's clock reads ten minutes later than the device's (to the whole second its Date header gives).
      const serverNow = NOW.getTime() - 100 + 10 * 60_000;
      await holdWhilePaying({
        'POST /api/create-payment-intent': () =>
          new Response(JSON.stringify({ ...intent, expiresAt: new Date(serverNow + 180_500).toISOString() }), {
            headers: { 'content-type': 'application/json', date: new Date(serverNow).toUTCString() },
          }),
      });

      expect(timer()).toHaveTextContent('Your seat is held for 3:01 more.');
    });

    it('keeps the seat longer: the countdown follows the new expiry', async () => {
      await holdWhilePaying({
        'POST /api/extend-payment-intent': () => jsonResponse({ expiresAt: '2026-03-01T14:23:00' }),
      });
      tick(100_000);
      expect(timer()).toHaveTextContent('Your seat is held for 1:01 more.');

      await user.click(keepButton()!);

      expect(await screen.findByText('Your seat is held for 4:01 more.')).toHaveAttribute('role', 'timer');
      expect(screen.getByText('Your seat is now held until 2:23 PM.')).toHaveAttribute('role', 'status');
      expect(sent('POST', '/api/extend-payment-intent').map(({ body }) => body)).toEqual([
        { paymentIntentId: 'pi_test_123' },
      ]);
      // Past the first expiry, the seat is still held.
      tick(61_000);
      expect(timer()).toHaveTextContent('Your seat is held for 3:00 more.');
      expect(screen.queryByText(HOLD_ENDED_MESSAGE)).not.toBeInTheDocument();
    });

    it("shows the server's reason when the seat cannot be kept longer, and the countdown goes on unchanged", async () => {
      await holdWhilePaying({
        'POST /api/extend-payment-intent': () =>
          jsonResponse({ statusCode: 409, error: 'Conflict', message: OTHERS_WAITING }, 409),
      });

      await user.click(keepButton()!);

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(OTHERS_WAITING);
      expect(refusal).toHaveStyle({ color: DANGER });
      expect(timer()).toHaveTextContent('Your seat is held for 2:41 more.');
      tick(1000);
      expect(timer()).toHaveTextContent('Your seat is held for 2:40 more.');
      tick(160_000);
      expect(screen.getByText(HOLD_ENDED_MESSAGE)).toBeVisible();
    });

    it('says the hold ended when the countdown reaches zero, and Pay holds a seat again', async () => {
      // A confirmation cut off before it reached the card: the student may pay again while the seat is held.
      let holds = 0;
      serve({
        'POST /api/create-payment-intent': () =>
          jsonResponse(++holds === 1 ? intent : { ...intent, expiresAt: '2026-03-01T14:23:30' }),
        'POST /api/test-provider/confirm': () => jsonResponse({ message: 'Bad gateway' }, 502),
        'POST /api/payment': () =>
          jsonResponse({ statusCode: 409, error: 'Conflict', message: 'The card payment has not succeeded' }, 409),
      });
      renderPage();
      await screen.findByLabelText('Card number');
      await fillCard('4242424242424242', user);
      await user.click(payButton());
      expect(await screen.findByText(/your card was not charged/)).toBeInTheDocument();
      expect(timer()).toHaveTextContent('Your seat is held for 2:41 more.');

      tick(160_000);
      expect(timer()).toHaveTextContent('Your seat is held for 0:01 more.');
      tick(1000);

      const ended = screen.getByText(HOLD_ENDED_MESSAGE);
      expect(ended).toBeVisible();
      expect(ended).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(keepButton()).not.toBeInTheDocument();

      await user.click(payButton());
      expect(await screen.findByRole('timer')).toHaveTextContent('Your seat is held for 3:30 more.');
      expect(screen.queryByText(HOLD_ENDED_MESSAGE)).not.toBeInTheDocument();
      expect(sent('POST', '/api/create-payment-intent')).toHaveLength(2);
    });
  });
});
