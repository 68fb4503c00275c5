// The Stripe path of the checkout with Stripe's modules replaced: what is asked of Stripe.js, and what follows.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from '@classhub/routing';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote, selectedClassFixture } from '@classhub/remote-testing';
import { stubApi, type ApiCall } from '../../testing/api-stub';
import { PaymentPage } from './payment-page';

const card = { kind: 'card-element' };
const stripe = { confirmCardPayment: jest.fn() };

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => stripe) }));
jest.mock('@stripe/react-stripe-js', () => {
  const CardElement = ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="card-element" />;
  };
  return {
    CardElement,
    Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
    useStripe: () => stripe,
    useElements: () => ({ getElement: (element: unknown) => (element === CardElement ? card : null) }),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, to assert on its calls
const { loadStripe } = require('@stripe/stripe-js') as { loadStripe: jest.Mock };

const guitar = selectedClassFixture({});

let fetchSpy: jest.SpyInstance;
let calls: ApiCall[];

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  calls = stubApi(fetchSpy, {
    'GET /api/select/s1': () => jsonResponse(guitar),
    'GET /api/payment-config': () => jsonResponse({ provider: 'stripe', publishableKey: 'pk_test_123' }),
    'POST /api/create-payment-intent': () =>
      jsonResponse({
        clientSecret: 'pi_9_secret_x',
        paymentIntentId: 'pi_9',
        amount: 49.5,
        currency: 'usd',
        expiresAt: '2026-03-01T14:20:00',
      }),
    'POST /api/payment': () => jsonResponse({ insertResult: { insertedId: 'p1' } }),
  });
  stripe.confirmCardPayment.mockReset();
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

function renderPage() {
  renderRemote(
    <Routes>
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
    </Routes>,
    { path: '/dashboard/payment/s1', auth: 'student' },
  );
}

describe('PaymentPage with Stripe configured', () => {
  it("shows Stripe's CardElement for the server's key and confirms with the client secret and billing details", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    renderPage();

    expect(await screen.findByTestId('card-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment Success with transacition ID: pi_9')).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_x', {
      payment_method: { card, billing_details: { email: 'student@classhub.test', name: 'Test student' } },
    });
    expect(
      calls
        .filter(({ path }) => path === '/api/payment')
        .map(({ body }) => (body as { transactionId: string }).transactionId),
    ).toEqual(['pi_9']);
  });

  it("shows Stripe's card error in red and records nothing", async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(calls.filter(({ path }) => path === '/api/payment')).toEqual([]);
  });
});
