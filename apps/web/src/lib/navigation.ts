// The router lives in the app layer; code outside React navigates through this seam. Until the
// router registers, a full page load does the same job.
type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (path: string, options?: NavigateOptions) => Promise<void> | void;

let navigate: Navigate = (path, options) =>
  options?.replace ? window.location.replace(path) : window.location.assign(path);

/** The app layer hands over its router's navigate. */
export function setNavigator(handler: Navigate): void {
  navigate = handler;
}

/** Goes to an in-app path from outside React; resolves once the router has moved. */
export const navigateTo = async (path: string, options?: NavigateOptions): Promise<void> => {
  await navigate(path, options);
};
