import { useState } from 'react';
import { type Stay, saveStay } from '../../lib/stay.ts';
import { initialStay } from './stay.ts';

/**
 * The stay a page of the hotel prices its rooms for: the guest's search to begin with; a change is
 * saved where the search keeps its dates, so the next page and the booking see the same stay.
 */
export function useStay(): [Stay, (next: Stay) => void] {
  const [stay, setStay] = useState<Stay>(initialStay);
  const changeStay = (next: Stay) => {
    saveStay(next);
    setStay(next);
  };
  return [stay, changeStay];
}
