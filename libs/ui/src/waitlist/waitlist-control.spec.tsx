import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../format/format-date';
import { ClassHubThemeProvider } from '../theme-provider';
import { WaitlistControl, type WaitlistControlProps } from './waitlist-control';

function renderControl(props: Partial<WaitlistControlProps>) {
  const handlers = { onJoin: jest.fn(), onLeave: jest.fn(), onClaim: jest.fn() };
  render(
    <ClassHubThemeProvider mode="light">
      <WaitlistControl className="Piano" place={null} {...handlers} {...props} />
    </ClassHubThemeProvider>,
  );
  return handlers;
}

describe('WaitlistControl', () => {
  it('offers Join when the student is not in line', async () => {
    const { onJoin } = renderControl({});
    await userEvent.click(screen.getByRole('button', { name: 'Join waitlist: Piano' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
  });

  it('shows no Join to someone who may not join (no handler)', () => {
    renderControl({ onJoin: undefined });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the place in line as an ordinal, with Leave', async () => {
    const { onLeave } = renderControl({ place: { status: 'waiting', position: 3 } });
    expect(screen.getByText('You are 3rd in line')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave waitlist: Piano' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('shows the seat offered until when, in local time, with Claim', async () => {
    const until = '2026-11-28T15:10:00.000Z';
    const { onClaim } = renderControl({ place: { status: 'offered', position: 1, offerExpiresAt: until } });
    const banner = screen.getByRole('region', { name: 'Seat offered in Piano' });
    expect(banner).toHaveTextContent(`A seat is yours until ${formatDateTime(until)}.`);
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim your seat in Piano' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as an alert tied to the button", () => {
    renderControl({ error: 'You are already in line for this class' });
    expect(screen.getByRole('alert')).toHaveTextContent('You are already in line for this class');
    expect(screen.getByRole('button', { name: 'Join waitlist: Piano' })).toHaveAccessibleDescription(
      'You are already in line for this class',
    );
  });
});
