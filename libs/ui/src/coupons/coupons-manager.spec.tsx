import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CouponDto } from '@classhub/contracts';
import { ClassHubThemeProvider } from '../theme-provider';
import { CouponsManager, type CouponsManagerProps } from './coupons-manager';

const welcome: CouponDto = {
  _id: 'k1',
  code: 'WELCOME10',
  percentOff: 10,
  amountOffCents: null,
  classId: null,
  className: null,
  expiresAt: null,
  maxRedemptions: 100,
  minPriceCents: 0,
  active: true,
  timesRedeemed: 7,
  createdByRole: 'admin',
  createdAt: '2026-03-01T10:00:00Z',
};

/** Rendered once its chunk has loaded (it is fetched lazily). */
async function renderManager(props: Partial<CouponsManagerProps> = {}) {
  const onCreate = jest.fn().mockResolvedValue(null);
  const onDeactivate = jest.fn().mockResolvedValue(null);
  render(
    <ClassHubThemeProvider mode="light">
      <CouponsManager
        classes={[
          { id: 'c1', name: 'Guitar Basics' },
          { id: 'c2', name: 'Drums' },
        ]}
        allClasses
        coupons={[welcome]}
        onCreate={onCreate}
        onDeactivate={onDeactivate}
        {...props}
      />
    </ClassHubThemeProvider>,
  );
  await act(() => import('./coupons-manager-view.lazy'));
  return { onCreate, onDeactivate };
}

describe('CouponsManager', () => {
  it('lists each code with its discount, class, expiry, times redeemed and status, and deactivates one', async () => {
    const { onDeactivate } = await renderManager();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10 % off', 'All classes', 'Never', '7 of 100', 'Active', 'Deactivate']);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate WELCOME10' }));
    expect(onDeactivate).toHaveBeenCalledWith('k1');
  });

  it('says there are no codes yet instead of an empty table', async () => {
    await renderManager({ coupons: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No promotion codes yet')).toBeInTheDocument();
  });

  it('makes a code from the form, in cents and ISO time, for one class or every class', async () => {
    const { onCreate } = await renderManager();
    await userEvent.type(screen.getByLabelText('Code'), 'spring5');
    await userEvent.selectOptions(screen.getByLabelText('Discount type'), 'amount');
    await userEvent.type(screen.getByLabelText('Amount off ($)'), '5.50');
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'c2');
    await userEvent.type(screen.getByLabelText('Maximum redemptions (optional)'), '20');
    await userEvent.type(screen.getByLabelText('Minimum price in $ (optional)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(onCreate).toHaveBeenCalledWith({
      code: 'spring5',
      amountOffCents: 550,
      classId: 'c2',
      expiresAt: null,
      maxRedemptions: 20,
      minPriceCents: 1000,
    });
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('shows why the server refused a code, and offers an instructor only their classes', async () => {
    const onCreate = jest.fn().mockResolvedValue('You can only make and change promotion codes for your own classes');
    await renderManager({ allClasses: false, onCreate });
    expect(within(screen.getByLabelText('Class')).queryByText('All classes')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), 'X10');
    await userEvent.type(screen.getByLabelText('Percent off (1–100)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only make and change promotion codes for your own classes',
    );
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ classId: 'c1', percentOff: 10 }));
  });
});
