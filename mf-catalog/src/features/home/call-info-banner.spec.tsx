import { screen, within } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import { CallInfoBanner } from './call-info-banner';

describe('CallInfoBanner', () => {
  it('asks to call for information about the course, with the hours and a dialable phone number', () => {
    renderRemote(<CallInfoBanner />);
    const banner = screen.getByRole('region', { name: 'Call for information about the course' });
    expect(banner).toHaveTextContent('8 am to 11 pm');
    expect(within(banner).getByRole('link', { name: /\+1 \(555\) 010-2026/ })).toHaveAttribute(
      'href',
      'tel:+15550102026',
    );
  });
});
