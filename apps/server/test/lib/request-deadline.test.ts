import { describe, expect, it, vi } from 'vitest';
import { RequestAbortedError, RequestDeadline } from '../../src/lib/request-deadline.ts';

describe('RequestDeadline', () => {
  it('gives a request up while nothing commits: its statements are cancelled and no commit follows', () => {
    const deadline = new RequestDeadline();
    const cancel = vi.fn();
    deadline.onAbort(cancel);
    expect(deadline.tryAbort()).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(() => deadline.beginCommit()).toThrow(RequestAbortedError);
  });

  it('does not give a request up while a commit is under way, nor after one went through', () => {
    const deadline = new RequestDeadline();
    deadline.beginCommit();
    expect(deadline.tryAbort()).toBe(false);
    deadline.endCommit(true);
    expect(deadline.tryAbort()).toBe(false);
    expect(deadline.aborted).toBe(false);
  });

  it('gives a request up again once a commit that failed is over', () => {
    const deadline = new RequestDeadline();
    deadline.beginCommit();
    deadline.endCommit(false);
    expect(deadline.tryAbort()).toBe(true);
  });

  it('stops cancelling a statement once it has been unregistered', () => {
    const deadline = new RequestDeadline();
    const cancel = vi.fn();
    const unregister = deadline.onAbort(cancel);
    unregister();
    deadline.tryAbort();
    expect(cancel).not.toHaveBeenCalled();
  });
});
