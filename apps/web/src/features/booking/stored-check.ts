import { type InventoryCheck, inventoryCheck } from '@hotel/shared/api/order';
import { sessionStore } from '../../lib/storage.ts';

/**
 * The availability result the information step works from (session `checkdata`), when still
 * readable. Checked with the shared schema, which only the booking steps load (not the room lists
 * that store it).
 */
export function storedCheck(): InventoryCheck | undefined {
  const parsed = inventoryCheck.safeParse(sessionStore.get('checkdata'));
  return parsed.success ? parsed.data : undefined;
}
