import { create } from 'zustand';

/** One rendering error caught by a screen's error boundary. */
export interface ErrorLogEntry {
  message: string;
  stack: string;
  /** Where it happened (path and query). */
  url: string;
  time: number;
}

/** Keeps the newest entries only: a crash loop must not grow memory without bound. */
export const ERROR_LOG_LIMIT = 50;

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add: (entry: ErrorLogEntry) => void;
  clear: () => void;
}

/** Rendering errors of this page session (production only: docs/web-shell.md, "Errors"), newest first. */
export const useErrorLog = create<ErrorLogState>()((set) => ({
  logs: [],
  add: (entry) => set((s) => ({ logs: [entry, ...s.logs].slice(0, ERROR_LOG_LIMIT) })),
  clear: () => set({ logs: [] }),
}));
