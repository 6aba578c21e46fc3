// The router lives in the app layer; code outside React navigates through this seam. Until the
// router registers, a full page load does the same job.
let navigate = (path: string): Promise<void> | void => window.location.assign(path);

/** The app layer hands over its router's navigate. */
export function setNavigator(handler: (path: string) => Promise<void> | void): void {
  navigate = handler;
}

/** Goes to an in-app path from outside React; resolves once the router has moved. */
export const navigateTo = async (path: string): Promise<void> => {
  await navigate(path);
};
