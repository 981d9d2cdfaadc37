// Log lines about refused or held submissions, sampled (issue 32): during a
// flood one line per event and interval, then a count, instead of a line per
// request (a minute of flood wrote 23 MB of log). Pure: the clock is an argument.

export interface SampledLine {
  event: string;
  fields: Record<string, unknown>;
}

export interface LogSampler {
  /**
   * Notes one occurrence of `event` (grouped by `group`, e.g. the kind).
   * Returns the lines to write now: none while its interval runs (counted),
   * else the count of the interval that ended, if any, and this line.
   */
  note(event: string, group: string, fields: Record<string, unknown>, nowMs: number): SampledLine[];
  /** The counts of intervals that have ended by `nowMs`, as one line each, and forgets them. */
  flush(nowMs: number, all?: boolean): SampledLine[];
}

export function createLogSampler(intervalMs: number): LogSampler {
  /** Per event and group: when its interval started and how many were not written. */
  const open = new Map<string, { event: string; group: string; startedMs: number; suppressed: number }>();

  function summary(entry: { event: string; group: string; startedMs: number; suppressed: number }, nowMs: number) {
    return {
      event: `${entry.event}.sampled`,
      fields: {
        group: entry.group,
        suppressed: entry.suppressed,
        intervalSeconds: Math.round((nowMs - entry.startedMs) / 1000),
      },
    };
  }

  return {
    note(event, group, fields, nowMs) {
      const key = `${event}\u0000${group}`;
      const entry = open.get(key);
      if (entry && nowMs - entry.startedMs < intervalMs) {
        entry.suppressed += 1;
        return [];
      }
      open.set(key, { event, group, startedMs: nowMs, suppressed: 0 });
      const ended = entry && entry.suppressed > 0 ? [summary(entry, nowMs)] : [];
      return [...ended, { event, fields }];
    },
    flush(nowMs, all = false) {
      const lines: SampledLine[] = [];
      for (const [key, entry] of open) {
        if (!all && nowMs - entry.startedMs < intervalMs) continue;
        open.delete(key);
        if (entry.suppressed > 0) lines.push(summary(entry, nowMs));
      }
      return lines;
    },
  };
}
