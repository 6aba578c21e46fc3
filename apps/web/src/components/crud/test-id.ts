/**
 * A `data-testid` for props objects antd types without data attributes (a dialog's OK button):
 * JSX accepts data-* attributes, object literals typed as component props do not.
 */
export const testIdProps = <P extends object>(id: string): P => ({ 'data-testid': id }) as unknown as P;
