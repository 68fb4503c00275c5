import type { Locator, Page } from '@playwright/test';

/**
 * Walks the demo OpenID provider's pages in the "Login with Google" popup as `email`, until the popup closes. The
 * stand-in remembers its own sign-in and the consent, so a second visit may go straight back; a wait on a popup that
 * closes meanwhile rejects, which means "not shown" too.
 */
export async function signInInGooglePopup(popup: Page, email: string): Promise<void> {
  const closed = popup.waitForEvent('close');
  const shown = (locator: Locator) =>
    Promise.race([
      closed.then(() => false),
      locator.waitFor().then(
        () => true,
        () => false,
      ),
    ]);
  if (await shown(popup.locator('input[name="login"]'))) {
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[name="password"]').fill('any');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
  }
  if (await shown(popup.getByRole('button', { name: 'Continue' })))
    await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}
