import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { ClassStatus } from '@classhub/contracts';
import { ClassHubThemeProvider } from '../theme-provider';
import { ClassCardFrame } from './class-card-frame';
import { ClassStatusBadge } from './class-status-badge';

const renderThemed = (ui: ReactNode) => render(<ClassHubThemeProvider mode="light">{ui}</ClassHubThemeProvider>);

describe('ClassStatusBadge', () => {
  it.each([
    ['approved', 'Approved'],
    ['pending', 'Pending'],
    ['denied', 'Denied'],
  ] as const)('reads %s out as "Status: %s"', (status, label) => {
    renderThemed(<ClassStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveTextContent(`Status: ${label}`);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('shows a status it does not know as pending', () => {
    renderThemed(<ClassStatusBadge status={'archived' as ClassStatus} />);
    expect(screen.getByText('Pending')).toHaveTextContent('Status: Pending');
  });
});

describe('ClassCardFrame', () => {
  it('is an article named by the class, with its picture, its status, its body and its dialogs', () => {
    renderThemed(
      <ClassCardFrame cls={{ className: 'Guitar Basics', classImage: '/guitar.jpg', status: 'approved' }} titleId="t1" dialogs={<p>A dialog</p>}>
        <p>Enrolled: 3</p>
      </ClassCardFrame>,
    );
    const card = screen.getByRole('article', { name: 'Guitar Basics' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Guitar Basics' })).toHaveAttribute('id', 't1');
    expect(within(card).getByRole('img', { name: 'Guitar Basics' })).toHaveAttribute('src', '/guitar.jpg');
    expect(within(card).getByText('Approved')).toHaveTextContent('Status: Approved');
    expect(within(card).getByText('Enrolled: 3')).toBeInTheDocument();
    expect(within(card).getByText('A dialog')).toBeInTheDocument();
  });
});
