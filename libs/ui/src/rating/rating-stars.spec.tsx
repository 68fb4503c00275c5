import { render, screen } from '@testing-library/react';
import { ClassHubThemeProvider } from '../theme-provider';
import { RatingStars, type RatingStarsProps } from './rating-stars';

const renderStars = (props: RatingStarsProps) =>
  render(
    <ClassHubThemeProvider mode="dark">
      <RatingStars {...props} />
    </ClassHubThemeProvider>,
  );

describe('RatingStars', () => {
  it('says the average and the count to assistive tech, and fills the stars as far as the average', () => {
    renderStars({ average: 4.5, count: 12 });
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' });
    expect(stars).toHaveTextContent('4.5 (12)');
    expect(stars.querySelector('[aria-hidden="true"]')).toHaveStyle('--filled: 90%');
  });

  it('says one review, and a single rating without a count', () => {
    const { unmount } = renderStars({ average: 5, count: 1 });
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5, 1 review' })).toBeInTheDocument();
    unmount();
    renderStars({ average: 3 });
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it('says there are no reviews yet without an average', () => {
    renderStars({ average: null, count: 0 });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
