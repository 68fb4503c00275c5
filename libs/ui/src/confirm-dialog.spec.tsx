import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { ClassHubThemeProvider } from './theme-provider';

function renderConfirm() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ClassHubThemeProvider mode="light">
      <button>Make Admin</button>
      <ConfirmDialog
        title="Are you sure?"
        text="You want to update role for Ada"
        confirmLabel="Yes, Make Admin"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </ClassHubThemeProvider>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog', { name: 'Are you sure?' }) };
}

describe('ConfirmDialog', () => {
  it('is a modal alertdialog named by its title and described by its text', () => {
    const { dialog } = renderConfirm();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You want to update role for Ada');
  });

  it('starts on Cancel, so Enter alone changes nothing', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Make Admin' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    renderConfirm();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes, Make Admin' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
