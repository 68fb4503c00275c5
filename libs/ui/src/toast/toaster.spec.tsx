import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../dialog';
import { darkTheme, lightTheme } from '../theme';
import { ClassHubThemeProvider } from '../theme-provider';
import { MAX_TOASTS, toast, TOAST_DURATION_MS } from './toast';
import { Toaster } from './toaster';

function renderToaster(mode: 'light' | 'dark' = 'light') {
  return render(
    <ClassHubThemeProvider mode={mode}>
      <Toaster />
    </ClassHubThemeProvider>,
  );
}

function notifications() {
  return screen.getByRole('region', { name: 'Notifications' });
}

afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

describe('toast', () => {
  it('shows a success toast as a polite status with its title and text', () => {
    renderToaster();
    act(() => void toast.success('Admin!', 'User role has been updated.'));

    const status = within(notifications()).getByRole('status', { name: 'Admin!' });
    expect(status).toHaveTextContent('User role has been updated.');
    expect(status.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error toast as an alert', () => {
    renderToaster();
    act(() => void toast.error('Could not update the role', 'Forbidden'));
    expect(within(notifications()).getByRole('alert', { name: 'Could not update the role' })).toHaveTextContent(
      'Forbidden',
    );
  });

  it('keeps the polite live region mounted before the first toast, so that toast is announced', () => {
    renderToaster();
    const politeRegion = notifications().querySelector('[aria-live="polite"]');
    expect(politeRegion).toBeInTheDocument();
    expect(politeRegion).toBeEmptyDOMElement();
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms`, () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => void toast.success('Now you are our instructor'));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByRole('status', { name: 'Now you are our instructor' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps an error toast, without a countdown, until its close button is pressed', async () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => void toast.error('Could not select this class', 'This class is full'));

    act(() => jest.advanceTimersByTime(60_000));
    const alert = within(notifications()).getByRole('alert', { name: 'Could not select this class' });
    expect(alert).toHaveTextContent('This class is full');
    // Its only decoration is the icon: no draining bar suggests that it will go away.
    expect(alert.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss notification: Could not select this class' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => void toast.success('Saved'));
    const status = screen.getByRole('status', { name: 'Saved' });

    act(() => jest.advanceTimersByTime(1000));
    fireEvent.mouseEnter(status);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status', { name: 'Saved' })).toBeInTheDocument();

    fireEvent.mouseLeave(status);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks newest first and drops the oldest beyond the limit', () => {
    renderToaster();
    act(() => {
      for (let n = 1; n <= MAX_TOASTS + 1; n += 1) toast.success(`Toast ${n}`);
    });
    const titles = screen.getAllByRole('status').map((element) => element.getAttribute('aria-labelledby'));
    const names = titles.map((id) => document.getElementById(id ?? '')?.textContent);
    expect(names).toEqual(Array.from({ length: MAX_TOASTS }, (_, index) => `Toast ${MAX_TOASTS + 1 - index}`));
    expect(screen.queryByRole('status', { name: 'Toast 1' })).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderToaster();
    act(() => void toast.success('Class has been selected'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification: Class has been selected' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes the focused toast with Escape', async () => {
    renderToaster();
    act(() => {
      toast.success('First');
      toast.success('Second');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification: First' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status', { name: 'First' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Second' })).toBeInTheDocument();
  });

  it('closes every toast with Escape anywhere on the page', async () => {
    renderToaster();
    act(() => {
      toast.success('First');
      toast.error('Second');
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves Escape to an open modal dialog', async () => {
    const onClose = jest.fn();
    render(
      <ClassHubThemeProvider mode="light">
        <Toaster />
        <Dialog title="Are you sure?" onClose={onClose} actions={<button>Cancel</button>} />
      </ClassHubThemeProvider>,
    );
    act(() => void toast.success('Still here'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Still here' })).toBeInTheDocument();
  });

  it('follows the theme', () => {
    renderToaster('dark');
    act(() => void toast.success('Dark'));
    expect(screen.getByRole('status', { name: 'Dark' })).toHaveStyle({ backgroundColor: darkTheme.color.surface });
    expect(darkTheme.color.surface).not.toBe(lightTheme.color.surface);
  });
});
