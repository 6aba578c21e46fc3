// The console's router: history-mode paths, the screens' routes matched and ranked as React
// Router matched them, links, redirects and leave guards. Its own because the console uses a
// small part of a router library whose whole weighed 29 KB gzipped in the login page's first
// load (docs/performance.md, "First load").
export {
  type Blocker,
  BrowserRouter,
  Link,
  Navigate,
  RouteErrorBoundary,
  type RouteObject,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from './components';
export { type Location, type NavigateOptions, navigate } from './history';
export { matchPath } from './match';
