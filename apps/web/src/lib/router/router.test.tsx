import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  Navigate,
  navigate,
  RouteErrorBoundary,
  type RouteObject,
  useBlocker,
  useLocation,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from '.';

function Order() {
  return <div data-testid="order">order {useParams().id}</div>;
}

function Where() {
  const { pathname, search, state } = useLocation();
  return <div data-testid="where">{`${pathname}${search}|${JSON.stringify(state)}`}</div>;
}

function Guarded({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <div>
      <span data-testid="blocker">{blocker.state}</span>
      <button type="button" onClick={blocker.proceed}>
        leave
      </button>
      <button type="button" onClick={blocker.reset}>
        stay
      </button>
    </div>
  );
}

function Crash(): never {
  throw new Error('broken screen');
}

function Failure() {
  return <div data-testid="failure">{(useRouteError() as Error).message}</div>;
}

function Search() {
  const [params] = useSearchParams();
  return <div data-testid="search">{params.get('redirect')}</div>;
}

function Redirect({ to }: { to: string }) {
  // A redirect rendered by a screen's first effect, before the router listens: not lost.
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

const routes = (dirty = false): RouteObject[] => [
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/home', element: <Link to="/order/7">to order</Link> },
  { path: '/order/:id', element: <Order /> },
  { path: '/order/new', element: <div data-testid="new">new order</div> },
  { path: '/form', element: <Guarded dirty={dirty} /> },
  { path: '/crash', element: <Crash /> },
  { path: '/login', element: <Search /> },
  { path: '/early', element: <Redirect to="/home" /> },
  { path: '*', element: <div data-testid="missing">not found</div> },
];

function App({ dirty }: { dirty?: boolean }) {
  return (
    <BrowserRouter>
      <Where />
      <RouteErrorBoundary fallback={<Failure />}>{useRoutesOf(routes(dirty))}</RouteErrorBoundary>
    </BrowserRouter>
  );
}
// useRoutes must run under the router, as the console's AppRoutes does.
function useRoutesOf(list: RouteObject[]) {
  return <Routes list={list} />;
}
function Routes({ list }: { list: RouteObject[] }) {
  return useRoutes(list);
}

/** Waits for the popstate that history.go() sends (happy-dom dispatches it on a timer). */
const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  act(() => navigate('/home', { replace: true }));
});
afterEach(cleanup);

describe('the router', () => {
  it('follows a link without a page load and renders the route with its params', async () => {
    render(<App />);
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByText('to order')));
    expect(screen.getByTestId('order').textContent).toBe('order 7');
    expect(window.location.pathname).toBe('/order/7');
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves a click with a modifier to the browser', async () => {
    render(<App />);
    // What the browser would do with it is the browser's: the test only sees that it was left alone.
    let leftToBrowser = false;
    const seen = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', seen);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => screen.getByText('to order').dispatchEvent(click));
    window.removeEventListener('click', seen);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/home');
  });

  it('prefers a static route to a param, and shows the splat route for anything else', async () => {
    render(<App />);
    await act(async () => navigate('/order/new'));
    expect(screen.getByTestId('new')).toBeTruthy();
    await act(async () => navigate('/no/such/page'));
    expect(screen.getByTestId('missing')).toBeTruthy();
  });

  it('redirects, replacing the entry, and hands a move its state', async () => {
    render(<App />);
    const before = window.history.length;
    await act(async () => navigate('/'));
    expect(window.location.pathname).toBe('/home');
    expect(window.history.length).toBe(before + 1);
    await act(async () => navigate('/login?redirect=%2Forder%2F1', { state: { sessionError: 'gone' } }));
    expect(where()).toBe('/login?redirect=%2Forder%2F1|{"sessionError":"gone"}');
    expect(screen.getByTestId('search').textContent).toBe('/order/1');
  });

  it('does not add an entry for a move to where the user already is', async () => {
    render(<App />);
    const before = window.history.length;
    await act(async () => navigate('/home'));
    expect(window.history.length).toBe(before);
  });

  it('catches a move made before it listened', async () => {
    act(() => navigate('/early', { replace: true }));
    render(<App />);
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/home');
    expect(where()).toMatch(/^\/home\|/);
  });

  it('goes back and forward with the browser', async () => {
    render(<App />);
    await act(async () => navigate('/order/1'));
    await act(async () => navigate('/order/2'));
    await act(async () => {
      const back = popped();
      navigate(-1);
      await back;
    });
    expect(screen.getByTestId('order').textContent).toBe('order 1');
  });

  it('holds a move while a blocker refuses it, then makes it or stays', async () => {
    act(() => navigate('/form'));
    render(<App dirty />);
    await act(async () => navigate('/order/3'));
    expect(screen.getByTestId('blocker').textContent).toBe('blocked');
    expect(window.location.pathname).toBe('/form');
    await act(async () => fireEvent.click(screen.getByText('stay')));
    expect(screen.getByTestId('blocker').textContent).toBe('unblocked');
    expect(window.location.pathname).toBe('/form');
    await act(async () => navigate('/order/3'));
    await act(async () => fireEvent.click(screen.getByText('leave')));
    expect(screen.getByTestId('order').textContent).toBe('order 3');
  });

  it('undoes a back a blocker refuses, and makes it when let through', async () => {
    act(() => navigate('/order/9'));
    act(() => navigate('/form'));
    render(<App dirty />);
    await act(async () => {
      const back = popped();
      window.history.back();
      await back;
    });
    expect(screen.getByTestId('blocker').textContent).toBe('blocked');
    // The browser is put back on the form's entry while the user is asked.
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    await act(async () => {
      const back = popped();
      fireEvent.click(screen.getByText('leave'));
      await back;
    });
    expect(window.location.pathname).toBe('/order/9');
    expect(screen.getByTestId('order').textContent).toBe('order 9');
  });

  it('lets every move through while the blocker does not refuse', async () => {
    act(() => navigate('/form'));
    render(<App />);
    await act(async () => navigate('/order/4'));
    expect(screen.getByTestId('order').textContent).toBe('order 4');
  });

  it('shows the fallback for a route that fails, and the next page after a move', async () => {
    render(<App />);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await act(async () => navigate('/crash'));
    } finally {
      console.error = quiet;
    }
    expect(screen.getByTestId('failure').textContent).toBe('broken screen');
    await act(async () => navigate('/order/5'));
    expect(screen.getByTestId('order').textContent).toBe('order 5');
  });
});
