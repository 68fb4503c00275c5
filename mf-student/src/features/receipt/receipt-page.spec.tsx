// Real RTK Query against a stubbed fetch: what the receipt page shows for a payment, and for a receipt it cannot see.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@classhub/routing';
import type { ReceiptDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { stubApi } from '../../testing/api-stub';
import { ReceiptPage } from './receipt-page';

const receipt: ReceiptDto = {
  paymentId: 'p1',
  receiptNumber: 42,
  issuedAt: '2026-03-01T14:05:00',
  studentName: 'Test student',
  studentEmail: 'student@classhub.test',
  classId: 'c1',
  className: 'Guitar Basics',
  instructorName: 'Bo Diddley',
  listPriceCents: 4950,
  discountCents: 495,
  couponCode: 'WELCOME10',
  totalCents: 4455,
  cardBrand: 'visa',
  cardLast4: '4242',
  transactionId: 'pi_test_123',
  refundDeadline: '2026-03-15T14:05:00',
  enrolmentStatus: 'confirmed',
};

let fetchSpy: jest.SpyInstance;

function renderReceipt(answer: Response) {
  stubApi(fetchSpy, { 'GET /api/payments/p1/receipt': () => answer });
  renderRemote(
    <Routes>
      <Route path="/dashboard/receipt/:id" element={<ReceiptPage />} />
    </Routes>,
    { path: '/dashboard/receipt/p1', auth: 'student' },
  );
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('ReceiptPage', () => {
  it('shows the number, buyer, class, instructor, figures, card, transaction, refund deadline and where to get help', async () => {
    renderReceipt(jsonResponse(receipt));

    expect(await screen.findByRole('heading', { level: 2, name: 'ClassHub receipt CH-000042' })).toBeInTheDocument();
    const receiptCard = screen.getByRole('region', { name: 'ClassHub receipt CH-000042' });
    expect(receiptCard).toHaveTextContent('BuyerTest student (student@classhub.test)');
    expect(receiptCard).toHaveTextContent('ClassGuitar Basics');
    expect(receiptCard).toHaveTextContent('InstructorBo Diddley');
    expect(receiptCard).toHaveTextContent('Paid withVisa ending in 4242');
    expect(receiptCard).toHaveTextContent('Transaction IDpi_test_123');
    expect(receiptCard).toHaveTextContent('Can be asked for until March 15th 2026, 2:05 pm');
    expect(screen.getByLabelText('Amounts')).toHaveTextContent('Price$49.50Discount (WELCOME10)−$4.95Total paid$44.55');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/#contact');

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('says a receipt that is not the user’s cannot be found', async () => {
    renderReceipt(jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Receipt not found' }, 404));
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
  });
});
