import type { Queryable } from '../../db/client.ts';
import { viewerOfTokenHash } from '../queries/sessions.ts';
import { heldLevel, STORED_VALUE_LEVEL } from './members.ts';
import { hashToken } from './sessions.ts';

/** Who public prices are for: a logged-in member's level, or null for a visitor. */
export interface ViewerLevel {
  levelCode: string;
  levelName: string;
}

/** Members browsing at once on one instance, with room to spare; the oldest go first. */
const MAX_VIEWERS = 20_000;

/**
 * The level each live token prices at, kept for the read cache's lifetime: a member browsing
 * prices asks the database once per lifetime, not per read (one query joins the session, the
 * member and their levels). A level that changes (points, a card) or a session ended on another
 * instance shows within that lifetime, as any cached price does; a logout here forgets the token
 * at once, and any change staff make empties it (admin-api.ts). A token that is not live is not
 * kept: it is looked up again each time.
 */
export class ViewerLevels {
  private readonly known = new Map<string, { level: ViewerLevel; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async of(db: Queryable, token: string): Promise<ViewerLevel | null> {
    const tokenHash = hashToken(token);
    const now = this.now();
    const found = this.known.get(tokenHash);
    if (found && found.until > now) return found.level;
    if (found) this.known.delete(tokenHash);
    const viewer = await viewerOfTokenHash(db, tokenHash, new Date(now), STORED_VALUE_LEVEL);
    if (!viewer) return null;
    const held = heldLevel(viewer.own, viewer.holdsStoredValue, viewer.storedValueFloor);
    const level = { levelCode: held.code, levelName: held.name };
    if (this.ttlMs > 0) {
      this.known.set(tokenHash, { level, until: now + this.ttlMs });
      if (this.known.size > MAX_VIEWERS) {
        const oldest = this.known.keys().next().value;
        if (oldest !== undefined) this.known.delete(oldest);
      }
    }
    return level;
  }

  /** The token no longer prices as a member here (logout). */
  forget(token: string): void {
    this.known.delete(hashToken(token));
  }

  /** Every token asks again (staff changed members or levels). */
  clear(): void {
    this.known.clear();
  }

  get size(): number {
    return this.known.size;
  }
}
