import { screen } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import CatalogApp from './app';

describe('CatalogApp', () => {
  it('shows the hero on / with a link to the classes', () => {
    renderRemote(<CatalogApp />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to ClassHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute('href', '/classes');
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderRemote(<CatalogApp />, { path: '/classes/unknown/page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
  });
});
