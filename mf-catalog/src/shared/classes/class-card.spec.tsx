import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto } from '@classhub/contracts';
import { lightTheme } from '@classhub/ui';
import { renderRemote } from '@classhub/remote-testing';
import { ClassCard } from './class-card';
import type { SelectState } from './use-select-class';

const yoga: ClassDto = {
  _id: 'c1',
  className: 'Morning Yoga',
  classImage: '/api/media/classes/yoga.jpg',
  instructorName: 'Ada Lovelace',
  instructorEmail: 'ada@example.com',
  availableSeats: 3,
  price: 49.5,
  enrolled: 12,
  status: 'approved',
};

function renderCard(
  cls: ClassDto,
  { selectState = { kind: 'select', disabled: false, reason: null } as SelectState, onSelect = jest.fn() } = {},
) {
  renderRemote(<ClassCard cls={cls} selectState={selectState} onSelect={onSelect} />);
  return { card: screen.getByRole('article', { name: cls.className }), onSelect };
}

describe('ClassCard', () => {
  it('shows image, name, instructor, price, seats and enrolled', () => {
    const { card } = renderCard(yoga);
    expect(screen.getByRole('img', { name: 'Morning Yoga', hidden: true })).toHaveAttribute(
      'src',
      '/api/media/classes/yoga.jpg',
    );
    expect(screen.getByRole('heading', { name: 'Morning Yoga' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Instructor: Ada Lovelace');
    expect(card).toHaveTextContent('Price: $49.50');
    expect(card).toHaveTextContent('Available seats: 3');
    expect(card).toHaveTextContent('Enrolled: 12');
  });

  it('links its name, and its image for the mouse, to the class detail page', () => {
    const { card } = renderCard(yoga);
    expect(within(card).getByRole('link', { name: 'Morning Yoga' })).toHaveAttribute('href', '/classes/c1');
    // One link for assistive tech and the keyboard; the image link is a mouse-only shortcut to the same page.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    const imageLink = screen.getByRole('img', { name: 'Morning Yoga', hidden: true }).closest('a');
    expect(imageLink).toHaveAttribute('href', '/classes/c1');
    expect(imageLink).toHaveAttribute('tabindex', '-1');
  });

  it('is not red and can be selected while a seat is left', async () => {
    const { card, onSelect } = renderCard({ ...yoga, availableSeats: 1 });
    expect(card).toHaveAttribute('data-full', 'false');
    expect(card).not.toHaveStyle({ backgroundColor: lightTheme.color.dangerSoft });
    const select = screen.getByRole('button', { name: 'Select' });
    expect(select).toBeEnabled();
    await userEvent.click(select);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1' }));
  });

  it('is red with a disabled Select when no seat is left', async () => {
    const { card, onSelect } = renderCard(
      { ...yoga, availableSeats: 0 },
      { selectState: { kind: 'select', disabled: true, reason: null } },
    );
    expect(card).toHaveAttribute('data-full', 'true');
    expect(card).toHaveStyle({ backgroundColor: lightTheme.color.dangerSoft });
    expect(card).toHaveTextContent('Class full');
    const select = screen.getByRole('button', { name: 'Select' });
    expect(select).toBeDisabled();
    await userEvent.click(select);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('has a disabled Select, but is not red, when the user may not select', async () => {
    const { card, onSelect } = renderCard(yoga, {
      selectState: { kind: 'select', disabled: true, reason: 'Only students can select classes.' },
    });
    expect(card).toHaveAttribute('data-full', 'false');
    const select = screen.getByRole('button', { name: 'Select' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Morning Yoga Only students can select classes.');
    await userEvent.click(select);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the waitlist spot the card is given for the class it shows, told whether the student is enrolled', () => {
    const waitlist = jest.fn(() => ({
      className: yoga.className,
      place: { status: 'waiting' as const, position: 2 },
      onLeave: jest.fn(),
      onClaim: jest.fn(),
    }));
    renderRemote(
      <ClassCard
        cls={{ ...yoga, _id: 'c2', className: 'Evening Yoga', availableSeats: 0 }}
        selectState={{ kind: 'select', disabled: true, reason: null }}
        onSelect={jest.fn()}
        waitlist={waitlist}
      />,
    );
    expect(waitlist).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c2' }), false);
    const card = screen.getByRole('article', { name: 'Evening Yoga' });
    expect(card).toHaveTextContent('You are 2nd in line');
    expect(within(card).getByRole('button', { name: 'Leave waitlist: Morning Yoga' })).toBeEnabled();
  });

  it('lets the next session wrap, where the other facts stay on one line each (a phone-wide card)', () => {
    const { card } = renderCard({ ...yoga, nextSessionAt: '2027-07-01T18:30:00Z' });
    const next = within(card).getByText(/^Next session:/);
    expect(next.tagName).toBe('LI');
    expect(next).toHaveStyle({ whiteSpace: 'normal' });
    expect(within(card).getByText('Price: $49.50')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
