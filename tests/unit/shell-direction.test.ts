import { describe, expect, it } from 'vitest';
import { directionOf, searchWithoutDirection, withDirection } from '../../src/shell/direction';

describe('the site’s direction in its address', () => {
  it('reads rtl only from dir=rtl', () => {
    expect(directionOf('?dir=rtl')).toBe('rtl');
    expect(directionOf('?component=slider&dir=rtl')).toBe('rtl');
    expect(directionOf('')).toBe('ltr');
    expect(directionOf('?dir=ltr')).toBe('ltr');
    expect(directionOf('?dir=RTL')).toBe('ltr');
    expect(directionOf('?direction=rtl')).toBe('ltr');
  });

  it('adds the direction to a path, keeping every other parameter in order, and a fragment', () => {
    expect(withDirection('/signup', 'rtl')).toBe('/signup?dir=rtl');
    expect(withDirection('/documentation?component=slider', 'rtl')).toBe(
      '/documentation?component=slider&dir=rtl',
    );
    expect(withDirection('/documentation?component=slider&dir=rtl', 'rtl')).toBe(
      '/documentation?component=slider&dir=rtl',
    );
    expect(withDirection('/a?x=1&y=2#part', 'rtl')).toBe('/a?x=1&y=2&dir=rtl#part');
  });

  it('takes it out for ltr', () => {
    expect(withDirection('/documentation?component=slider&dir=rtl', 'ltr')).toBe(
      '/documentation?component=slider',
    );
    expect(withDirection('/home?dir=rtl', 'ltr')).toBe('/home');
    expect(withDirection('/home', 'ltr')).toBe('/home');
  });

  it('leaves the direction out when telling pages apart', () => {
    expect(searchWithoutDirection('?component=slider&dir=rtl')).toBe('?component=slider');
    expect(searchWithoutDirection('?dir=rtl')).toBe('');
    expect(searchWithoutDirection('')).toBe('');
  });
});
