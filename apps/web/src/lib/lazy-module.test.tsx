import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module';

afterEach(cleanup);

/** An import that the test answers: each call waits until `arrive` or `fail` is called. */
function controlledImport<M>() {
  const calls: { resolve: (m: M) => void; reject: (e: Error) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return {
    importer,
    arrive: async (m: M) => {
      calls.at(-1)?.resolve(m);
      await Promise.resolve();
    },
    fail: async () => {
      calls.at(-1)?.reject(new Error('network'));
      await Promise.resolve();
    },
  };
}

describe('lazyModule', () => {
  it('downloads once however often it is asked, and tells its listeners as it comes', async () => {
    const { importer, arrive } = controlledImport<{ name: string }>();
    const lazy = lazyModule(importer);
    const heard = vi.fn();
    lazy.onLoad(heard);
    const first = lazy.load();
    const second = lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.current()).toBeNull();
    await arrive({ name: 'menus' });
    expect(await first).toEqual({ name: 'menus' });
    expect(await second).toBe(await first);
    expect(lazy.current()).toEqual({ name: 'menus' });
    expect(heard).toHaveBeenCalledWith({ name: 'menus' });
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('downloads again when asked after a failure', async () => {
    const { importer, arrive, fail } = controlledImport<{ name: string }>();
    const lazy = lazyModule(importer);
    const failed = lazy.load();
    await fail();
    await expect(failed).rejects.toThrow('network');
    expect(lazy.current()).toBeNull();
    const again = lazy.load();
    expect(importer).toHaveBeenCalledTimes(2);
    await arrive({ name: 'drawer' });
    expect(await again).toEqual({ name: 'drawer' });
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { importer, arrive } = controlledImport<{ name: string }>();
    const lazy = lazyModule(importer);
    const heard = vi.fn();
    lazy.onLoad(heard)();
    const loading = lazy.load();
    await arrive({ name: 'x' });
    await loading;
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('useLazyModule', () => {
  it('draws nothing until the code is in, then what it brings, without a download of its own', async () => {
    const { importer, arrive } = controlledImport<{ label: string }>();
    const lazy = lazyModule(importer);
    function Uses() {
      const loaded = useLazyModule(lazy);
      return <p>{loaded ? loaded.label : 'waiting'}</p>;
    }
    render(<Uses />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
    const loading = lazy.load();
    await act(async () => {
      await arrive({ label: 'in' });
      await loading;
    });
    expect(screen.getByText('in')).toBeTruthy();
  });

  it('draws the code at once when it came before the component', async () => {
    const lazy = lazyModule(async () => ({ label: 'there already' }));
    await lazy.load();
    function Uses() {
      return <p>{useLazyModule(lazy)?.label ?? 'waiting'}</p>;
    }
    render(<Uses />);
    expect(screen.getByText('there already')).toBeTruthy();
  });
});
