import { render } from '@testing-library/react';
import { BreakableEmail, emailParts } from './breakable-email';
import { ClassHubThemeProvider } from '../theme-provider';

describe('BreakableEmail', () => {
  it('splits an address after the @ and after each dot', () => {
    expect(emailParts('ada.lovelace@mail.example.com')).toEqual(['ada.', 'lovelace@', 'mail.', 'example.', 'com']);
    expect(emailParts('plain')).toEqual(['plain']);
  });

  it('renders the whole address as its text, with a break opportunity at each of those points', () => {
    const { container } = render(
      <ClassHubThemeProvider mode="light">
        <BreakableEmail email="someone@example.com" />
      </ClassHubThemeProvider>,
    );
    expect(container.textContent).toBe('someone@example.com');
    expect(container.innerHTML).toMatch(/someone@<wbr>example\.<wbr>com/);
  });
});
