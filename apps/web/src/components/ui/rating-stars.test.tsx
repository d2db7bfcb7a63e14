import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('shows the average of the published reviews and their count', () => {
    const { container } = render(<RatingStars average={4.25} count={1214} />);
    expect(container).toHaveTextContent('Rated 4.3 out of 5 (1,214 reviews)');
    expect(container.querySelectorAll('svg').length).toBeGreaterThan(0);
  });

  it("shows no stars and no number for a product without reviews, only 'No reviews yet'", () => {
    const { container } = render(<RatingStars average={0} count={0} compact />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(container).not.toHaveTextContent(/\d/);
  });
});
