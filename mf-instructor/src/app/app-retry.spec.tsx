import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import InstructorApp from './app';

const mockChunk = { fails: true };
jest.mock('../features/my-classes/my-classes-page', () => {
  if (mockChunk.fails) throw new Error('Loading chunk my-classes-page failed');
  return { MyClassesPage: () => <h1>My Classes</h1> };
});

/** Stands in for the shell's area boundary, which mounts the area afresh on "Try again". */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Area unavailable</p> : this.props.children;
  }
}

it('asks for a page chunk again when the area is mounted afresh after the chunk failed to load', async () => {
  const first = renderRemote(
    <Boundary>
      <InstructorApp />
    </Boundary>,
    { path: '/dashboard/myclasses', auth: 'instructor' },
  );
  expect(await screen.findByText('Area unavailable')).toBeInTheDocument();
  first.unmount();

  mockChunk.fails = false;
  renderRemote(
    <Boundary>
      <InstructorApp />
    </Boundary>,
    { path: '/dashboard/myclasses', auth: 'instructor' },
  );
  expect(await screen.findByRole('heading', { name: 'My Classes' })).toBeInTheDocument();
});
