import { afterEach, describe, expect, it } from 'vitest';
import { askAgainOnMount, markOpeningAsked, openingShown } from './first-mount';

const answeredAgo = (ms: number) => ({ state: { dataUpdatedAt: Date.now() - ms } });

describe('the home page asking again on mount', () => {
  afterEach(openingShown);

  it('asks again on every mount when the console did not open on it', () => {
    expect(askAgainOnMount(answeredAgo(0))).toBe(true);
  });

  it('shows the answers asked as the console opened on its first mount', () => {
    markOpeningAsked();
    expect(askAgainOnMount(answeredAgo(200))).toBe(false);
  });

  it('asks again once the first mount has shown them', () => {
    markOpeningAsked();
    openingShown();
    expect(askAgainOnMount(answeredAgo(200))).toBe(true);
  });

  it('asks again when the opening answer is older than ten seconds', () => {
    markOpeningAsked();
    expect(askAgainOnMount(answeredAgo(10_001))).toBe(true);
  });
});
