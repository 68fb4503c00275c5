import { fireEvent, render, screen } from '@testing-library/react';
import { ClassHubThemeProvider } from '../theme-provider';
import { Avatar, type AvatarProps } from './avatar';
import { initialsOf } from './initials';

function renderAvatar(props: AvatarProps) {
  return render(
    <ClassHubThemeProvider mode="light">
      <Avatar {...props} />
    </ClassHubThemeProvider>,
  );
}

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  bo   van der diddley ', 'BD'],
    ['Cher', 'CH'],
    ['', '?'],
  ])('%j → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('Avatar', () => {
  it('shows the photo', () => {
    renderAvatar({ name: 'Ada Lovelace', photo: '/api/media/users/ada.jpg', alt: 'Ada Lovelace', loading: 'eager' });
    const photo = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(photo).toHaveAttribute('src', '/api/media/users/ada.jpg');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it.each([[''], [null], [undefined]])('shows the initials, never an <img>, when the photo is %j', (photo) => {
    const { container } = renderAvatar({ name: 'Ada Lovelace', photo, alt: 'Ada Lovelace' });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('data-initials', 'AL');
  });

  it('falls back to the initials when the photo fails to load, and tries a new photo again', () => {
    const { container, rerender } = renderAvatar({ name: 'Bo Diddley', photo: '/gone.jpg' });
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'BD');
    // Drawn, not written: no text that a label-in-name check would hold against an enclosing button's name.
    expect(container).toHaveTextContent('');

    rerender(
      <ClassHubThemeProvider mode="light">
        <Avatar name="Bo Diddley" photo="/new.jpg" />
      </ClassHubThemeProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/new.jpg');
  });

  it('is hidden from assistive tech when it has no text alternative (the name is beside it)', () => {
    const { container } = renderAvatar({ name: 'Cy Twombly', photo: '' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its size', () => {
    renderAvatar({ name: 'Ada Lovelace', photo: '/ada.jpg', alt: 'Ada', size: '112px', framed: true });
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveStyle({ width: '112px', height: '112px' });
  });
});
