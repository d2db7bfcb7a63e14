import { describe, expect, it } from 'vitest';
import { controlClasses } from './form-field';

describe('controlClasses', () => {
  it('is full width unless given a width, which then replaces it', () => {
    expect(controlClasses(false).split(' ')).toContain('w-full');
    const narrow = controlClasses(false, 'h-10 w-20').split(' ');
    expect(narrow).toContain('w-20');
    expect(narrow).not.toContain('w-full');
    expect(controlClasses(true, 'h-11').split(' ')).toContain('w-full');
  });
});
