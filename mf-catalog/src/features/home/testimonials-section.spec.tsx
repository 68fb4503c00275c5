import { screen, within } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import { TestimonialsSection } from './testimonials-section';

describe('TestimonialsSection', () => {
  it('shows three student quotes with their batch under the spec title', () => {
    renderRemote(<TestimonialsSection />);
    const section = screen.getByRole('region', { name: 'Why we are the first choice of students and parents?' });
    const items = within(within(section).getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      items
        .map((item) => within(item).getByRole('figure').querySelector('blockquote')?.textContent?.length ?? 0)
        .every((n) => n > 20),
    ).toBe(true);
    expect(items.map((item) => item.querySelector('figcaption')?.textContent)).toEqual([
      expect.stringContaining('6th Batch Student'),
      expect.stringContaining('5th Batch Student'),
      expect.stringContaining('7th Batch Student'),
    ]);
  });
});
