import { Button } from '@classhub/ui';

/** Pay (docs/product.md#payment): disabled until the card form is ready, and while paying. */
export function PayButton({ ready, paying }: { ready: boolean; paying: boolean }) {
  return (
    <Button type="submit" disabled={!ready || paying} aria-busy={paying || undefined}>
      {paying ? 'Processing…' : 'Pay'}
    </Button>
  );
}
