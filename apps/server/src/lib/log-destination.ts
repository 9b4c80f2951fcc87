import fs from 'node:fs';
import pino from 'pino';

export interface LogDestination {
  write(line: string): void;
}

/**
 * The log's file descriptor (standard output by default) with the lines of one event-loop turn
 * handed on together. pino's asynchronous destination (sonic-boom) appends each line to the text it
 * has pending and measures that whole text again (`Buffer.byteLength`) while a write is in flight,
 * so under load every access line cost a scan of up to 16 kB: 7.6 % of the server's CPU on a cached
 * read (bench:api's profile). One joined text per turn leaves it one measure per turn.
 *
 * What is pending when the process ends (a shutdown's `process.exit`, a crash) is written out
 * synchronously, after what the destination already held.
 */
export function logDestination(fd = 1): LogDestination {
  const target = pino.destination({ dest: fd, sync: false });
  let lines: string[] = [];
  const handOn = () => {
    const text = lines.join('');
    lines = [];
    if (text) target.write(text);
  };
  process.once('exit', () => {
    try {
      target.flushSync();
    } catch {
      // already flushed and ended by pino's own exit handler
    }
    const text = lines.join('');
    lines = [];
    if (text) fs.writeSync(fd, text);
  });
  return {
    write(line) {
      if (lines.push(line) === 1) setImmediate(handOn);
    },
  };
}
