/**
 * Slot for the tracking status indicators of the top bar (docs/web-shell.md, "Layout"): device,
 * brand, gateway and beacon states, out-of-bounds. The tracking issue fills it; until then it
 * renders nothing, and the top bar already leaves it its place between the search and the
 * full-screen toggle.
 */
export function StatusIndicators() {
  return null;
}
