import { describe, expect, it } from 'vitest';
import { type Alarm, acknowledgeAlarm, alarmKey, clearAlarm, raiseAlarm, reconcileAlarms } from './alarms';

const tagOffline = { kind: 'offline' as const, subject: 'AA:BB:CC:DD:EE:FF' };

function acknowledged(): Alarm {
  const { alarm } = raiseAlarm(undefined, tagOffline, 1000);
  const ack = acknowledgeAlarm(alarm, 'nurse', 2000, 'going');
  if (!ack.ok) throw new Error(ack.reason);
  return ack.alarm;
}

describe('alarm lifecycle', () => {
  it('goes active, acknowledged with who, when and a comment, then cleared', () => {
    const raised = raiseAlarm(undefined, tagOffline, 1000);
    expect(raised).toMatchObject({ suppressed: false, alarm: { status: 'active', raisedAt: 1000 } });
    expect(raised.events).toEqual([{ type: 'raised', alarm: raised.alarm }]);
    const ack = acknowledgeAlarm(raised.alarm, 'nurse', 2000, 'going');
    expect(ack).toMatchObject({
      ok: true,
      alarm: { status: 'acknowledged', acknowledged: { by: 'nurse', at: 2000, comment: 'going' } },
    });
    const cleared = ack.ok && clearAlarm(ack.alarm, 'nurse', 3000);
    expect(cleared).toMatchObject({
      ok: true,
      alarm: { status: 'cleared', cleared: { by: 'nurse', at: 3000 } },
    });
    expect(raised.alarm.status).toBe('active');
  });

  it('refuses transitions out of order', () => {
    const { alarm } = raiseAlarm(undefined, tagOffline, 1000);
    expect(clearAlarm(alarm, 'nurse', 2000)).toEqual({ ok: false, reason: 'alarmNotAcknowledged' });
    expect(acknowledgeAlarm(acknowledged(), 'other', 3000)).toEqual({ ok: false, reason: 'alarmNotActive' });
    expect(acknowledgeAlarm(alarm, 'nurse', 2000, 'x'.repeat(501))).toEqual({
      ok: false,
      reason: 'alarmCommentTooLong',
    });
    const cleared = clearAlarm(alarm, null, 2000);
    expect(cleared).toMatchObject({ ok: true, alarm: { cleared: { by: null } } });
    expect(cleared.ok && clearAlarm(cleared.alarm, null, 3000)).toEqual({
      ok: false,
      reason: 'alarmAlreadyCleared',
    });
  });

  it('suppresses a second alarm of the same kind and subject while one is open', () => {
    const { alarm } = raiseAlarm(undefined, tagOffline, 1000);
    expect(raiseAlarm(alarm, tagOffline, 5000)).toEqual({ alarm, events: [], suppressed: true });
    const open = acknowledged();
    expect(raiseAlarm(open, tagOffline, 5000).suppressed).toBe(true);
    const done = clearAlarm(open, null, 6000);
    expect(done.ok && raiseAlarm(done.alarm, tagOffline, 7000).suppressed).toBe(false);
  });

  it('keeps one fence alarm per fence', () => {
    const a = { kind: 'outOfBounds' as const, subject: 't1', fenceId: 'ward' };
    const b = { ...a, fenceId: 'garden' };
    expect(alarmKey(a)).not.toBe(alarmKey(b));
    expect(raiseAlarm(raiseAlarm(undefined, a, 0).alarm, b, 1).suppressed).toBe(false);
  });
});

describe('reconcileAlarms', () => {
  it('raises for conditions on, clears what the system clears, and leaves the rest', () => {
    const offline = raiseAlarm(undefined, tagOffline, 0).alarm;
    const fence = raiseAlarm(undefined, { kind: 'outOfBounds', subject: 't1', fenceId: 'ward' }, 0).alarm;
    const open = new Map([offline, fence].map((a) => [alarmKey(a), a]));
    const { changed, events } = reconcileAlarms(
      open,
      [
        { ...tagOffline, on: false },
        { kind: 'outOfBounds', subject: 't1', fenceId: 'ward', on: false },
        { kind: 'lowPower', subject: 't1', on: true },
        { kind: 'lowPower', subject: 't1', on: true },
        { kind: 'gatewayFault', subject: 'g1', on: false },
      ],
      9000,
    );
    expect(changed.map((a) => [a.kind, a.status])).toEqual([
      ['offline', 'cleared'],
      ['lowPower', 'active'],
    ]);
    expect(changed[0].cleared).toEqual({ by: null, at: 9000 });
    expect(events.map((e) => e.type)).toEqual(['cleared', 'raised']);
  });

  it('raises nothing for a condition whose alarm is open', () => {
    const offline = raiseAlarm(undefined, tagOffline, 0).alarm;
    const open = new Map([[alarmKey(offline), offline]]);
    expect(reconcileAlarms(open, [{ ...tagOffline, on: true }], 5000)).toEqual({ changed: [], events: [] });
  });
});
