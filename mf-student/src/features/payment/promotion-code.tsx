import { useId, useState, type FormEvent } from 'react';
import type { CouponPreviewDto } from '@classhub/contracts';
import { Button, formatPrice } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { usePreviewCouponMutation } from './api';
import { ErrorText, Field, Input, PromotionRow } from './payment-page.styles';

interface PromotionCodeProps {
  selectionId: string;
  applied: CouponPreviewDto | null;
  onApplied: (coupon: CouponPreviewDto | null) => void;
  /** While a card is being charged, the code cannot change. */
  disabled: boolean;
}

/**
 * The "Promotion code" field: Apply asks the server what the code takes off (or why it cannot be used, in its words);
 * the intent is then created with the code, and the server prices it again.
 */
export function PromotionCode({ selectionId, applied, onApplied, disabled }: PromotionCodeProps) {
  const [previewCoupon, { isLoading }] = usePreviewCouponMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError('Enter a promotion code');
    try {
      onApplied(await previewCoupon({ selecteItemId: selectionId, code }).unwrap());
    } catch (refused) {
      onApplied(null);
      setError(apiErrorMessage(refused));
    }
  };

  if (applied) {
    return (
      <PromotionRow>
        <p role="status">
          Promotion code <strong>{applied.code}</strong> applied: {formatPrice(applied.discountCents / 100)} off.
        </p>
        <Button $variant="secondary" onClick={() => onApplied(null)} disabled={disabled}>
          Remove
        </Button>
      </PromotionRow>
    );
  }
  return (
    <form onSubmit={(event) => void apply(event)}>
      <PromotionRow>
        <Field>
          <label htmlFor={id}>Promotion code</label>
          <Input
            id={id}
            name="promotion-code"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={disabled}
          />
        </Field>
        <Button type="submit" $variant="secondary" disabled={disabled || isLoading}>
          {isLoading ? 'Applying…' : 'Apply'}
        </Button>
      </PromotionRow>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </form>
  );
}
