/**
 * Slot for the tracking status indicators of the top bar (spec §2 "status indicators"; the alarm
 * state of §3/§4: device, brand, gateway and beacon states, out-of-bounds). The tracking issue
 * fills it; until then it renders nothing, and the top bar already leaves it its place between
 * the search and the full-screen toggle.
 */
export function StatusIndicators() {
  return null;
}
