import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_FAQ } from '../faq';
import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion', () => {
  it('has four questions, each a button in a heading that controls a named region', () => {
    render(<FaqAccordion items={CONTACT_FAQ} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
    }
  });

  it('opens and closes with Enter and Space, and moves between questions with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={CONTACT_FAQ} />);
    const [first, second, , last] = screen.getAllByRole('button');

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How long does a laptop repair take?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Most repairs are ready in 24–48 hours.');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus(); // wraps
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus(); // wraps back
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(second).toHaveAttribute('aria-expanded', 'true'); // moving focus opens or closes nothing
  });
});
