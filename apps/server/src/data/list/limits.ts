/** Beyond this many matches the pager shows "10000+" rather than counting every row. */
export const COUNT_CAP = 10_000;

/**
 * A subtree's pages whose last row is at most this far into the list walk it checking each row's
 * scope by itself, when the database keeps its total (`ListSpec.subtreeTotal`). A check costs a
 * few microseconds (4.5 for a device: its store, the store's merchant and manager) where the
 * rule's hashed sets cost about 10 ms to build and next to nothing per row, and a small subtree's
 * matches read whole cost about 2 microseconds each: past a few thousand rows walked, those are
 * cheaper. Deeper pages keep them.
 */
export const PROBED_ROWS_MAX = 1000;
/**
 * How many rows such a walk may expect to read for its page (the page's end times the table's
 * rows over the subtree's): a subtree with fewer rows than that takes the rule's sets, or reads
 * its matches whole, instead. The rows a subtree sees need not be spread evenly (agent1's test
 * records are all older than agent0's 718,161), so the walk reads at most PROBED_WINDOW rows and
 * the other way answers the page when they do not hold it: 18 ms lost at worst, never seconds.
 */
export const PROBED_WALK_MAX = 2000;
/** The most rows a walk checking each row's scope reads (`PROBED_WALK_MAX`). */
export const PROBED_WINDOW = 2 * PROBED_WALK_MAX;

/** A search with no more matches than this takes its page from them, sorted (`search-fence`). */
export const SEARCH_FENCE = 2000;

/**
 * From this offset on, a list with `pageStarts` keeps the key of the row its pages start at.
 * Walking a shorter offset costs about what the kept start's check does.
 */
export const PAGE_STARTS_FROM = 1000;
