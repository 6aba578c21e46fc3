import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { LoginForm } from './login-form';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});
// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

function fill(username: string, password: string) {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('LoginForm', () => {
  it.each(['ab', 'abc-12345', 'a'.repeat(17)])(
    'refuses the password %s with the rule message',
    async (pw) => {
      const onSubmit = vi.fn();
      render(<LoginForm onSubmit={onSubmit} pending={false} />);
      fill('admin', pw);
      expect(await screen.findByText(en.login.passwordRule)).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits a well-formed username and password', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} pending={false} />);
    fill('admin', 'Admin123');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Admin123' }));
  });

  it('asks for both fields when submitted empty, and for a username that is only spaces', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(en.login.usernameRequired)).toBeTruthy();
    expect(screen.getByText(en.login.passwordRequired)).toBeTruthy();
    fill('   ', 'Admin123');
    expect(await screen.findByText(en.login.usernameRequired)).toBeTruthy();
    expect(screen.queryByText(en.login.passwordRequired)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field as it is typed in, before any submit', async () => {
    render(<LoginForm onSubmit={vi.fn()} pending={false} />);
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'ab' } });
    expect(await screen.findByText(en.login.passwordRule)).toBeTruthy();
    expect(screen.queryByText(en.login.usernameRequired)).toBeNull();
  });
});
