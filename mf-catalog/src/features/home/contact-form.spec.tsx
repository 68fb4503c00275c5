import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import ContactForm from './contact-form';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

async function fillIn(message = 'Is there a weekend class?') {
  await userEvent.type(screen.getByLabelText('Full name'), 'Sam Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Message'), message);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

function renderForm() {
  renderRemote(
    <>
      <h2 id="contact-title">Contact Us</h2>
      <ContactForm labelledBy="contact-title" />
    </>,
  );
}

describe('ContactForm', () => {
  it('has full name, email and message fields and a Send Message button', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(within(form).getByLabelText('Full name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Message')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it('sends the message, thanks the sender and empties the form', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ insertedId: 'm1', message: CONTACT_MESSAGES.sent }, 201));
    renderForm();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await fillIn();

    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/contact']);
    expect(await request.json()).toEqual({
      name: 'Sam Lee',
      email: 'sam@example.com',
      message: 'Is there a weekend class?',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('checks the fields before sending anything', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (too many messages) and keeps what was typed", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse({ statusCode: 429, error: 'Too Many Requests', message: CONTACT_MESSAGES.tooMany }, 429),
    );
    renderForm();
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.tooMany);
    expect(screen.getByLabelText('Message')).toHaveValue('Is there a weekend class?');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
