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
    renderThemed(<ClassStatusBadge status={status} label={label} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveTextContent(`Status: ${label}`);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it("gives a status it does not know pending's colour", () => {
    renderThemed(
      <>
        <ClassStatusBadge status="pending" label="Pending" />
        <ClassStatusBadge status={'archived' as ClassStatus} label="Pending" />
      </>,
    );
    const [known, unknown] = screen.getAllByText('Pending');
    expect(unknown).toHaveAttribute('data-status', 'archived');
    expect(unknown!.className).toBe(known!.className);
  });
});

describe('ClassCardFrame', () => {
  it('is an article named by the class, with its picture, its status, its body and its dialogs', () => {
    renderThemed(
      <ClassCardFrame
        cls={{ className: 'Guitar Basics', classImage: '/guitar.jpg', status: 'approved' }}
        titleId="t1"
        statusLabel="Approved"
        dialogs={<p>A dialog</p>}
      >
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
