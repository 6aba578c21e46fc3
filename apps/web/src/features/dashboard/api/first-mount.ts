/** How old an answer asked as the console opened may be and still be shown without asking again. */
const OPENING_ANSWER_MS = 10_000;

// True from the home page's questions asked as the console opens (ask-opening.ts) until the
// screen's first mount has shown their answers.
let openingUnshown = false;

export function markOpeningAsked(): void {
  openingUnshown = true;
}

/**
 * `refetchOnMount` of the home page's questions: every mount asks again (a tab's refresh, coming
 * back to the tab), but the first one after the console opened shows the answers asked with it.
 */
export const askAgainOnMount = (query: { state: { dataUpdatedAt: number } }): boolean =>
  !(openingUnshown && Date.now() - query.state.dataUpdatedAt < OPENING_ANSWER_MS);

/** Called by the home page after its questions' hooks: from its next mount on, it asks again. */
export function openingShown(): void {
  openingUnshown = false;
}
