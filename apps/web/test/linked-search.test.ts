import { afterEach, describe, expect, it } from 'vitest';
import { adoptLinkedSearch, linkedSearchQuery } from '../src/lib/linked-search.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function searched() {
  sessionStore.set('checkInDate', '2030-11-30');
  sessionStore.set('checkOutDate', '2030-12-02');
  sessionStore.set('custList', [
    { adultNum: 2, childrenNum: 0 },
    { adultNum: 1, childrenNum: 1 },
  ]);
  sessionStore.set('discountType', '企业');
  sessionStore.set('discountCode', 'QY2026');
}

describe('a search carried by a link to a hotel', () => {
  it('carries nothing before the tab has searched for a stay', () => {
    expect(linkedSearchQuery()).toBe('');
  });

  it('gives a new tab the stay, rooms with their guests and discount channel of the search', () => {
    searched();
    const query = new URLSearchParams(linkedSearchQuery());
    sessionStorage.clear();

    expect(adoptLinkedSearch(query)).toBe(true);
    expect(sessionStore.get('checkInDate')).toBe('2030-11-30');
    expect(sessionStore.get('checkOutDate')).toBe('2030-12-02');
    expect(persistentStore.get('checkInDate')).toBe('2030-11-30');
    expect(sessionStore.get('custList')).toEqual([
      { adultNum: 2, childrenNum: 0 },
      { adultNum: 1, childrenNum: 1 },
    ]);
    expect([
      sessionStore.get('roomNum'),
      sessionStore.get('adultNum'),
      sessionStore.get('childrenNum'),
    ]).toEqual([2, 3, 1]);
    expect([sessionStore.get('discountType'), sessionStore.get('discountCode')]).toEqual(['企业', 'QY2026']);
  });

  it('takes no search without a stay that reads right', () => {
    for (const query of [
      '',
      'checkInDate=2030-12-02&checkOutDate=2030-11-30',
      'checkInDate=2030-02-30&checkOutDate=2030-03-02',
    ]) {
      expect(adoptLinkedSearch(new URLSearchParams(query))).toBe(false);
    }
    expect(sessionStore.get('checkInDate')).toBeUndefined();
  });

  it('leaves out rooms beyond the rules and a channel it does not know', () => {
    const stay = 'checkInDate=2030-11-30&checkOutDate=2030-12-02';
    for (const rooms of ['3-1', '0-1', '1-0,x', '1-0,1-0,1-0,1-0,1-0,1-0']) {
      adoptLinkedSearch(new URLSearchParams(`${stay}&custList=${rooms}&discountType=朋友&discountCode=X`));
      expect(sessionStore.get('custList')).toBeUndefined();
      expect(sessionStore.get('discountType')).toBeUndefined();
    }
    expect(sessionStore.get('checkInDate')).toBe('2030-11-30');
  });
});
