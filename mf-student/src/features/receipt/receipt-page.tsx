import { formatReceiptNumber, type ReceiptDto } from '@classhub/contracts';
import { Link, useParams } from '@classhub/routing';
import {
  Button,
  ButtonLink,
  DateTime,
  ErrorState,
  formatPrice,
  LoadingState,
  PageContainer,
  PageHeader,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useGetReceiptQuery } from './api';
import { PriceLines } from '../../shared/price-lines.styles';
import { Actions, Facts, PrintOnlyReceipt, ReceiptCard, ReceiptHeading } from './receipt-page.styles';

const dollars = (cents: number) => formatPrice(cents / 100);

// Card brands as Stripe names them (`amex`), as people read them.
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function cardOf(receipt: ReceiptDto): string {
  if (!receipt.cardBrand || !receipt.cardLast4) return receipt.totalCents === 0 ? 'No card (free)' : 'Card';
  return `${BRAND_NAMES[receipt.cardBrand] ?? receipt.cardBrand} ending in ${receipt.cardLast4}`;
}

function Receipt({ receipt }: { receipt: ReceiptDto }) {
  return (
    <ReceiptCard data-receipt aria-labelledby="receipt-title">
      <PrintOnlyReceipt />
      <ReceiptHeading>
        <h2 id="receipt-title">
          ClassHub receipt <span>{formatReceiptNumber(receipt.receiptNumber)}</span>
        </h2>
        <DateTime iso={receipt.issuedAt} />
      </ReceiptHeading>
      <Facts>
        <dt>Buyer</dt>
        <dd>
          {receipt.studentName} ({receipt.studentEmail})
        </dd>
        <dt>Class</dt>
        <dd>{receipt.className}</dd>
        <dt>Instructor</dt>
        <dd>{receipt.instructorName}</dd>
        <dt>Paid with</dt>
        <dd>{cardOf(receipt)}</dd>
        <dt>Transaction ID</dt>
        <dd>
          <code>{receipt.transactionId}</code>
        </dd>
        <dt>Refunds</dt>
        <dd>
          {receipt.refundDeadline ? (
            <>
              Can be asked for until <DateTime iso={receipt.refundDeadline} />
            </>
          ) : (
            'Nothing was paid, so there is nothing to refund'
          )}
        </dd>
      </Facts>
      <PriceLines aria-label="Amounts">
        <dt>Price</dt>
        <dd>{dollars(receipt.listPriceCents)}</dd>
        {receipt.discountCents > 0 ? (
          <>
            <dt>Discount{receipt.couponCode ? ` (${receipt.couponCode})` : ''}</dt>
            <dd>−{dollars(receipt.discountCents)}</dd>
          </>
        ) : null}
        <dt>Total paid</dt>
        <dd>{dollars(receipt.totalCents)}</dd>
      </PriceLines>
      <p>
        Questions about this payment? Write to us with the <Link to="/#contact">contact form</Link> and quote the
        receipt number.
      </p>
      <Actions data-no-print>
        <Button onClick={() => window.print()}>Print</Button>
        <ButtonLink to="/dashboard/paymenthistory" $variant="secondary">
          Payment History
        </ButtonLink>
      </Actions>
    </ReceiptCard>
  );
}

/**
 * /dashboard/receipt/:id — a payment's printable receipt (decision 0035): the student's own, or any for an admin.
 * Printing leaves the dashboard around it out.
 */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGetReceiptQuery(id);
  return (
    <PageContainer>
      <PageHeader title="Receipt" description="A payment's receipt, to keep or print." />
      {isLoading ? <LoadingState label="Loading the receipt…" /> : null}
      {isError ? (
        <ErrorState
          title="We couldn't load this receipt"
          message={apiErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : null}
      {data ? <Receipt receipt={data} /> : null}
    </PageContainer>
  );
}
