import { theme } from 'antd';
import type { ReactNode } from 'react';

type Props = { id: string; label: string; error: string | null; children: ReactNode };

/**
 * A labelled field of the login form, laid out like antd's vertical Form.Item (label above, the
 * rule's message in red below) without antd's form code, which the login page does not need.
 */
export function LoginField({ id, label, error, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}
      >
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ minHeight: token.marginLG, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
