import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@classhub/remote-testing';
import { ContactSection } from './contact-section';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('ContactSection', () => {
  it('has full name, email and message fields and a Send Message button', () => {
    renderRemote(<ContactSection />);
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(within(form).getByLabelText('Full name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Message')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it('says honestly that nothing was sent, points to the phone line and keeps what was typed', async () => {
    renderRemote(<ContactSection />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText('Full name'), 'Sam Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Is there a weekend class?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('This form is not connected yet');
    expect(status).toHaveTextContent('not sent');
    expect(within(status).getByRole('link', { name: '+1 (555) 010-2026' })).toHaveAttribute('href', 'tel:+15550102026');
    expect(screen.getByLabelText('Full name')).toHaveValue('Sam Lee');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('Is there a weekend class?');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
