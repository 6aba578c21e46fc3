// The Chromium the browser benchmarks drive, and the flags it needs here: headless as root, on a
// machine whose network reaches nothing but the server under test (the same as the browser tests').

/** The Chromium binary: CHROME_PATH or CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every launch (`--headless` is added by whoever launches without playwright). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
