import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog } from './dialog';
import { ClassHubThemeProvider } from './theme-provider';

describe('Dialog', () => {
  it('is a labelled modal that focuses its first action and closes on Escape', async () => {
    const onClose = jest.fn();
    render(
      <ClassHubThemeProvider mode="light">
        <Dialog title="Please Login" onClose={onClose} actions={<Button onClick={onClose}>Cancel</Button>} />
      </ClassHubThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Please Login' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
