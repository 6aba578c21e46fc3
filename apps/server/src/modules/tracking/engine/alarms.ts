export type AlarmKind = 'outOfBounds' | 'lowPower' | 'offline' | 'gatewayFault';
export type AlarmStatus = 'active' | 'acknowledged' | 'cleared';

/** What an alarm is about: a tag or gateway (`subject`, the caller's key such as its MAC), and for a fence alarm the fence. */
export interface AlarmSubject {
  kind: AlarmKind;
  subject: string;
  fenceId?: string;
}

export interface Alarm extends AlarmSubject {
  status: AlarmStatus;
  raisedAt: number;
  acknowledged?: { by: string; at: number; comment: string };
  /** `by` null: the system cleared it when its condition ended. */
  cleared?: { by: string | null; at: number };
}

export type AlarmEvent =
  | { type: 'raised'; alarm: Alarm }
  | { type: 'acknowledged'; alarm: Alarm }
  | { type: 'cleared'; alarm: Alarm };

/** Why a transition is refused: message keys the API answers with. */
export type AlarmRefusal =
  | 'alarmNotActive'
  | 'alarmNotAcknowledged'
  | 'alarmAlreadyCleared'
  | 'alarmCommentTooLong';

export type Transition =
  | { ok: true; alarm: Alarm; events: AlarmEvent[] }
  | { ok: false; reason: AlarmRefusal };

export const ALARM_COMMENT_MAX = 500;

export interface AlarmSettings {
  /**
   * The kinds the system clears when their condition ends. An "out of bounds" alarm is not among
   * them by default: a patient who left and came back must still be seen by someone.
   */
  systemClears: readonly AlarmKind[];
}

export const DEFAULT_ALARM_SETTINGS: AlarmSettings = {
  systemClears: ['lowPower', 'offline', 'gatewayFault'],
};

/** The de-duplication key: one open alarm per kind, subject and fence. */
export const alarmKey = (s: AlarmSubject) => `${s.kind}|${s.subject}|${s.fenceId ?? ''}`;

const isOpen = (alarm: Alarm | undefined): alarm is Alarm => !!alarm && alarm.status !== 'cleared';

/**
 * Raises an alarm unless one of the same key is still open (active or acknowledged): then nothing
 * happens and that one stands (`suppressed`). `open` is the subject's open alarm, if the caller has one.
 */
export function raiseAlarm(
  open: Alarm | undefined,
  subject: AlarmSubject,
  at: number,
): { alarm: Alarm; events: AlarmEvent[]; suppressed: boolean } {
  if (isOpen(open) && alarmKey(open) === alarmKey(subject))
    return { alarm: open, events: [], suppressed: true };
  const alarm: Alarm = { ...subject, status: 'active', raisedAt: at };
  return { alarm, events: [{ type: 'raised', alarm }], suppressed: false };
}

/** Someone has seen an active alarm; the comment (up to `ALARM_COMMENT_MAX` characters) says what they do. */
export function acknowledgeAlarm(alarm: Alarm, by: string, at: number, comment = ''): Transition {
  if (alarm.status !== 'active') return { ok: false, reason: 'alarmNotActive' };
  if (comment.length > ALARM_COMMENT_MAX) return { ok: false, reason: 'alarmCommentTooLong' };
  const next: Alarm = { ...alarm, status: 'acknowledged', acknowledged: { by, at, comment } };
  return { ok: true, alarm: next, events: [{ type: 'acknowledged', alarm: next }] };
}

/**
 * Ends an alarm. A person (`by`) clears only an acknowledged alarm, so every alarm a person ends
 * was seen first; the system (`by` null) clears an active or acknowledged one when its condition ends.
 */
export function clearAlarm(alarm: Alarm, by: string | null, at: number): Transition {
  if (alarm.status === 'cleared') return { ok: false, reason: 'alarmAlreadyCleared' };
  if (by !== null && alarm.status !== 'acknowledged') return { ok: false, reason: 'alarmNotAcknowledged' };
  const next: Alarm = { ...alarm, status: 'cleared', cleared: { by, at } };
  return { ok: true, alarm: next, events: [{ type: 'cleared', alarm: next }] };
}

/** A condition the caller has just evaluated: whether the subject is now in that state. */
export interface Condition extends AlarmSubject {
  on: boolean;
}

/**
 * Brings alarms in line with conditions just evaluated: a condition that is on raises an alarm
 * unless one is open for it; a condition that is off clears its open alarm when the system clears
 * that kind. Only the conditions given are looked at, so evaluating one tag leaves the others'
 * alarms alone. `open` holds the open alarms by `alarmKey`. Returns the alarms that changed (new or
 * cleared) and the events to emit, in the conditions' order.
 */
export function reconcileAlarms(
  open: ReadonlyMap<string, Alarm>,
  conditions: readonly Condition[],
  at: number,
  settings: AlarmSettings = DEFAULT_ALARM_SETTINGS,
): { changed: Alarm[]; events: AlarmEvent[] } {
  const changed: Alarm[] = [];
  const events: AlarmEvent[] = [];
  const seen = new Set<string>();
  for (const { on, ...subject } of conditions) {
    const key = alarmKey(subject);
    if (seen.has(key)) continue;
    seen.add(key);
    const current = open.get(key);
    if (on) {
      const raised = raiseAlarm(current, subject, at);
      if (!raised.suppressed) {
        changed.push(raised.alarm);
        events.push(...raised.events);
      }
    } else if (isOpen(current) && settings.systemClears.includes(current.kind)) {
      const cleared = clearAlarm(current, null, at);
      if (cleared.ok) {
        changed.push(cleared.alarm);
        events.push(...cleared.events);
      }
    }
  }
  return { changed, events };
}
