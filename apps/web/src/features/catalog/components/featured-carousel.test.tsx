import { CAROUSEL_INTERVAL_MS } from '@store/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { FeaturedCarousel } from './featured-carousel';

const products = ['Dell XPS 13', 'HP Victus 15', 'Lenovo Legion 5'].map((name) => makeProduct({ name }));

function renderCarousel(items = products) {
  return render(
    <MemoryRouter>
      <FeaturedCarousel products={items} />
    </MemoryRouter>,
  );
}

/** The label of the one slide that is shown ("2 of 3"). */
function currentSlide(): string | null {
  const shown = [...document.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label') ?? null;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('FeaturedCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is a labelled carousel of slides "n of N", at most 6', () => {
    renderCarousel(Array.from({ length: 8 }, () => makeProduct()));
    expect(screen.getByRole('region', { name: 'Featured products' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    expect(currentSlide()).toBe('1 of 6');
  });

  it('advances every 4 seconds and wraps around', () => {
    renderCarousel();
    expect(currentSlide()).toBe('1 of 3');
    wait(CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toBe('1 of 3');
    wait(1);
    expect(currentSlide()).toBe('2 of 3');
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('3 of 3');
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('1 of 3');
  });

  it('moves with the previous and next arrows, wrapping at the ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 3');
  });

  it('jumps to a slide from its dot, which is marked current', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Go to slide 3: Lenovo Legion 5' });
    fireEvent.click(dot);
    expect(currentSlide()).toBe('3 of 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Go to slide 1/ })).not.toHaveAttribute('aria-current');
  });

  it('restarts the 4 s count after a manual move', () => {
    renderCarousel();
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    wait(3000);
    expect(currentSlide()).toBe('2 of 3');
    wait(1000);
    expect(currentSlide()).toBe('3 of 3');
  });

  it('pauses while hovered and resumes after', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured products' });
    fireEvent.mouseEnter(carousel);
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(carousel);
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('pauses while keyboard focus is inside', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 of 3');
    act(() => next.blur());
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('stops and starts with the pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('changes slide on a horizontal swipe', () => {
    renderCarousel();
    const viewport = document.querySelector('[aria-roledescription="slide"]')?.parentElement?.parentElement as HTMLElement;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 150 }] });
    expect(currentSlide()).toBe('2 of 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 300 }] });
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120 }] }); // too short: a tap
    expect(currentSlide()).toBe('1 of 3');
  });

  it('keeps hidden slides out of the tab order and loads only the first image eagerly', () => {
    renderCarousel();
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    const images = slides.map((slide) => slide.querySelector('img'));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
