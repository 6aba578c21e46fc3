import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { jsonErrorAt } from '../lib/json-error';

export interface JsonViewOptions {
  doc: string;
  readOnly: boolean;
  /** Height of the editing area, in pixels. */
  height: number;
  onChange(text: string): void;
  /** The lint message of a text that does not parse, at its line and column. */
  errorMessage(at: { line: number; column: number }): string;
  label?: string;
}

/**
 * CodeMirror 6 set up for JSON: highlighting, line numbers, folding, undo, and a lint gutter
 * marking where the text stops parsing. Only the JSON editor imports this file, on demand, so the
 * editor's code is a chunk of its own.
 */
export function createJsonView(parent: HTMLElement, options: JsonViewOptions) {
  const lint = linter(
    (view): Diagnostic[] => {
      const text = view.state.doc.toString();
      const at = jsonErrorAt(text);
      if (!at) return [];
      const line = view.state.doc.line(Math.min(at.line, view.state.doc.lines));
      const from = Math.min(line.from + at.column - 1, line.to);
      return [
        {
          from,
          to: Math.min(from + 1, view.state.doc.length),
          severity: 'error',
          message: options.errorMessage(at),
        },
      ];
    },
    { delay: 200 },
  );
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        history(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        json(),
        lint,
        EditorState.readOnly.of(options.readOnly),
        EditorView.editable.of(!options.readOnly),
        EditorView.contentAttributes.of(options.label ? { 'aria-label': options.label } : {}),
        EditorView.theme({
          '&': { height: `${options.height}px`, border: '1px solid #d9d9d9', borderRadius: '6px' },
          '&.cm-focused': { outline: 'none', borderColor: '#4096ff' },
          '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
}
