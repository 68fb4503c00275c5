import { useState, type FormEvent } from 'react';
import type { CouponDto, CreateCouponRequest } from '@classhub/contracts';
import { Badge } from '../badge';
import { Button } from '../button';
import { NumericCell, RowHeader } from '../data-table.styles';
import { DateTime } from '../format/date-time';
import { formatPrice } from '../format/format-price';
import { FormField } from '../form-field';
import { FieldRoot, Form, FormError, Label, Select, SubmitRow } from '../form.styles';
import { EmptyState } from '../states';
import { TableView } from '../table-view';
import { CouponFields, CouponsCard } from './coupons-manager.styles.lazy';

export interface CouponClassOption {
  id: string;
  name: string;
}

export interface CouponsManagerProps {
  /** The classes a code can be made for. */
  classes: readonly CouponClassOption[];
  /** An admin may make a code for every class. */
  allClasses: boolean;
  coupons: readonly CouponDto[];
  /** Makes the code; answers why it could not be made (the server's words), or null. */
  onCreate: (body: CreateCouponRequest) => Promise<string | null>;
  /** Deactivates the code; answers why it could not be, or null. */
  onDeactivate: (id: string) => Promise<string | null>;
}

interface Draft {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  classId: string;
  expiresAt: string;
  maxRedemptions: string;
  minPrice: string;
}

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  classId: '',
  expiresAt: '',
  maxRedemptions: '',
  minPrice: '',
};
const COLUMNS = ['Code', 'Discount', 'Class', 'Expires', 'Times redeemed', 'Status', 'Action'];

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** The form's fields as the API takes them; the server checks every figure and says what is wrong. */
function toRequest(draft: Draft): CreateCouponRequest {
  return {
    code: draft.code,
    ...(draft.kind === 'percent' ? { percentOff: Number(draft.value) } : { amountOffCents: cents(draft.value) }),
    classId: draft.classId || null,
    expiresAt: draft.expiresAt ? new Date(draft.expiresAt).toISOString() : null,
    maxRedemptions: draft.maxRedemptions ? Number(draft.maxRedemptions) : null,
    minPriceCents: draft.minPrice ? cents(draft.minPrice) : null,
  };
}

function discountOf(coupon: CouponDto): string {
  return coupon.percentOff === null
    ? `${formatPrice((coupon.amountOffCents ?? 0) / 100)} off`
    : `${coupon.percentOff} % off`;
}

function CouponRow({ coupon, onDeactivate }: { coupon: CouponDto; onDeactivate: (id: string) => void }) {
  return (
    <tr>
      <RowHeader scope="row">
        <code>{coupon.code}</code>
      </RowHeader>
      <td>{discountOf(coupon)}</td>
      <td>{coupon.className ?? 'All classes'}</td>
      <td>{coupon.expiresAt ? <DateTime iso={coupon.expiresAt} /> : 'Never'}</td>
      <NumericCell>
        {coupon.timesRedeemed}
        {coupon.maxRedemptions === null ? '' : ` of ${coupon.maxRedemptions}`}
      </NumericCell>
      <td>{coupon.active ? <Badge $tone="success">Active</Badge> : <Badge $tone="muted">Inactive</Badge>}</td>
      <td>
        {coupon.active ? (
          <Button
            $variant="secondary"
            onClick={() => onDeactivate(coupon._id)}
            aria-label={`Deactivate ${coupon.code}`}
          >
            Deactivate
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** CouponsManager's form and table, in a chunk of their own (coupons-manager.tsx). */
export default function CouponsManagerView({
  classes,
  allClasses,
  coupons,
  onCreate,
  onDeactivate,
}: CouponsManagerProps) {
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, classId: allClasses ? '' : (classes[0]?.id ?? '') });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const refusal = await onCreate(toRequest(draft));
    setSaving(false);
    setError(refusal);
    if (!refusal) setDraft((current) => ({ ...EMPTY, classId: current.classId }));
  };
  const deactivate = async (id: string) => setError(await onDeactivate(id));

  return (
    <>
      <CouponsCard aria-labelledby="new-coupon-title">
        <h2 id="new-coupon-title">New promotion code</h2>
        <Form onSubmit={(event) => void submit(event)}>
          <CouponFields>
            <FormField label="Code" value={draft.code} onChange={set('code')} required autoComplete="off" />
            <FieldRoot>
              <Label htmlFor="coupon-kind">Discount type</Label>
              <Select id="coupon-kind" value={draft.kind} onChange={set('kind')}>
                <option value="percent">Percent off</option>
                <option value="amount">Amount off ($)</option>
              </Select>
            </FieldRoot>
            <FormField
              label={draft.kind === 'percent' ? 'Percent off (1–100)' : 'Amount off ($)'}
              value={draft.value}
              onChange={set('value')}
              inputMode="decimal"
              required
            />
            <FieldRoot>
              <Label htmlFor="coupon-class">Class</Label>
              <Select id="coupon-class" value={draft.classId} onChange={set('classId')}>
                {allClasses ? <option value="">All classes</option> : null}
                {classes.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </Select>
            </FieldRoot>
            <FormField
              label="Expires (optional)"
              type="datetime-local"
              value={draft.expiresAt}
              onChange={set('expiresAt')}
            />
            <FormField
              label="Maximum redemptions (optional)"
              value={draft.maxRedemptions}
              onChange={set('maxRedemptions')}
              inputMode="numeric"
            />
            <FormField
              label="Minimum price in $ (optional)"
              value={draft.minPrice}
              onChange={set('minPrice')}
              inputMode="decimal"
            />
          </CouponFields>
          {error ? <FormError role="alert">{error}</FormError> : null}
          <SubmitRow>
            <Button type="submit" disabled={saving}>
              {saving ? 'Creating…' : 'Create code'}
            </Button>
          </SubmitRow>
        </Form>
      </CouponsCard>
      {coupons.length === 0 ? (
        <EmptyState
          title="No promotion codes yet"
          message="Codes you create appear here, with how often each was used."
        />
      ) : (
        <TableView label="Promotion codes" caption="Promotion codes, newest first" columns={COLUMNS}>
          {coupons.map((coupon) => (
            <CouponRow key={coupon._id} coupon={coupon} onDeactivate={(id) => void deactivate(id)} />
          ))}
        </TableView>
      )}
    </>
  );
}
