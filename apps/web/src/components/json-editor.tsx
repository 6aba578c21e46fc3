import type { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jsonErrorAt } from '../lib/json-error';

type Props = {
  /** The JSON text; a form item hands it in with `onChange`. */
  value?: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  height?: number;
  /** The accessible name of the editing area. */
  label?: string;
  testId?: string;
  /** Shows the parse error's message under the editor (a form shows it as the field's error instead). */
  showError?: boolean;
};

/** "json format error (line 3, column 8)", in the reader's language. */
export function useJsonErrorText() {
  const { t } = useTranslation();
  return (at: { line: number; column: number }) => `${t('server.jsonFormat')} (${t('jsonEditor.at', at)})`;
}

/**
 * A JSON editor (CodeMirror 6): highlighting, and where the text stops parsing marked in the lint
 * gutter with the product's message and its line and column, also shown under the editor. The
 * editor's code is fetched when the first one mounts (json-editor-view.ts, a chunk of its own),
 * so no screen that does not edit JSON carries it.
 */
export function JsonEditor({
  value = '',
  onChange,
  readOnly = false,
  height = 240,
  label,
  testId,
  showError = true,
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [loaded, setLoaded] = useState(false);
  const errorText = useJsonErrorText();
  // The latest callbacks, read by the editor, which is made once.
  const latest = useRef({ onChange, errorText });
  latest.current = { onChange, errorText };
  const initial = useRef(value);

  useEffect(() => {
    let cancelled = false;
    void import('./json-editor-view').then(({ createJsonView }) => {
      if (cancelled || !host.current) return;
      view.current = createJsonView(host.current, {
        doc: initial.current,
        readOnly,
        height,
        label,
        onChange: (text) => latest.current.onChange?.(text),
        errorMessage: (at) => latest.current.errorText(at),
      });
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
  }, [readOnly, height, label]);

  // A value set from outside (a form reset, a version loaded) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (!current) {
      initial.current = value;
      return;
    }
    const text = current.state.doc.toString();
    if (text !== value) current.dispatch({ changes: { from: 0, to: text.length, insert: value } });
  }, [value]);

  const at = readOnly || !showError ? null : jsonErrorAt(value);
  return (
    <div data-testid={testId} data-loaded={loaded ? 'true' : undefined}>
      <div ref={host} style={loaded ? undefined : { minHeight: height }} />
      {at ? (
        <div
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
          style={{ color: '#ff4d4f', marginTop: 4 }}
        >
          {errorText(at)}
        </div>
      ) : null}
    </div>
  );
}
