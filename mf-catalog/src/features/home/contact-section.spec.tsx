import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@classhub/remote-testing';
import { ScriptedIntersectionObserver } from '../../testing/scripted-intersection-observer';
import { ContactSection } from './contact-section';

let uninstall: () => void;
beforeEach(() => {
  uninstall = ScriptedIntersectionObserver.install();
});
afterEach(() => uninstall());

describe('ContactSection', () => {
  it('shows its title at once and fetches the form only when the section nears the viewport', async () => {
    renderRemote(<ContactSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeInTheDocument();
    // Long enough for a fetch started at once to have finished.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the contact form…')).not.toBeInTheDocument();
    expect(ScriptedIntersectionObserver.instances[0]?.options.rootMargin).toBe('600px 0px');

    act(() => ScriptedIntersectionObserver.scrollNear());
    const form = await screen.findByRole('form', { name: 'Contact Us' });
    expect(form).toContainElement(screen.getByRole('button', { name: 'Send Message' }));
  });
});

describe('ContactSection when the form cannot be fetched', () => {
  let failures = 0;
  beforeEach(() => {
    failures = 1;
    jest.doMock('./contact-form', () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Loading chunk contact-form failed');
      }
      return jest.requireActual('./contact-form');
    });
  });
  afterEach(() => jest.dontMock('./contact-form'));

  // React reports the failed fetch the boundary catches on console.error; kept out of the test output.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('says so and fetches it again on Retry', async () => {
    renderRemote(<ContactSection />);
    act(() => ScriptedIntersectionObserver.scrollNear());
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact form could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
