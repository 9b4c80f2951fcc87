import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from './notify.ts';

interface AfterChange<R> {
  /** What staff read once it is done: the server's own words, or a screen's fixed 已保存. */
  said: (answer: R) => string;
  /** The queries read again, so every list and detail shows the change (none: nothing shows it). */
  refresh: readonly QueryKey[];
}

/**
 * A change the back office makes, as a TanStack mutation that owns what follows it: the message and
 * the queries read again. A failure has been shown by the API client; a screen adds only what
 * follows its own success (closing its dialog) in `mutate(values, { onSuccess })`.
 */
export function useChange<V, R>(change: (values: V) => Promise<R>, { said, refresh }: AfterChange<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      notify.success(said(answer));
      for (const queryKey of refresh) void client.invalidateQueries({ queryKey });
    },
  });
}
