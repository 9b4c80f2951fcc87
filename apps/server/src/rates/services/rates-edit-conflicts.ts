import { RATES_MSG } from '@hotel/shared/admin/rates';
import type { Tx } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import { staffNamesOf } from '../queries/rates-calendar.ts';

/**
 * Two members of staff editing the same night (issue 25: the last save won silently). A bulk edit
 * carries the moment its calendar was read; a night of the edit that someone else changed after
 * that moment refuses the whole edit, naming what changed, by whom and when, so nobody overwrites a
 * change they never saw. One's own earlier change (another tab) is not a conflict.
 */

/** A night of the edit as locked, with who last changed it. */
export interface LockedNight {
  night: string;
  /** What the night is of: 会员价, 豪华大床房 房量. */
  what: string;
  changedAt: Date | null;
  changedBy: number | null;
}

/** How many changed nights the refusal names; the rest are counted. */
const NAMED = 3;

export async function refuseChangedSince(
  tx: Tx,
  edit: { staffId: number; readAt: Date },
  nights: LockedNight[],
): Promise<void> {
  const { staffId, readAt } = edit;
  const theirs = nights.filter(
    (n) => n.changedAt !== null && n.changedAt.getTime() > readAt.getTime() && n.changedBy !== staffId,
  );
  if (theirs.length === 0) return;
  const names = await staffNamesOf(tx, [
    ...new Set(theirs.flatMap((n) => (n.changedBy === null ? [] : [n.changedBy]))),
  ]);
  const named = theirs
    .slice(0, NAMED)
    .map((n) =>
      RATES_MSG.changedNight(
        n.night,
        n.what,
        (n.changedBy !== null && names.get(n.changedBy)) || '他人',
        shanghaiDateTime(n.changedAt ?? readAt).slice(11, 16),
      ),
    );
  throw new ConflictError(RATES_MSG.changedSince(named, theirs.length - named.length), 'CHANGED_SINCE');
}
