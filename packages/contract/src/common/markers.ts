/** Permissions that are not a resource action: markers and self-service. */
export const MARKER_PERMISSIONS = {
  /** Held by agents; hides personal info (docs/roles.md, "Markers and the console's gates"). */
  agent: 'system:agent',
  /** Preview the console as another role. */
  viewAs: 'system:role:view-as',
} as const;
