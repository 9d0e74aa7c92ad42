/**
 * Sets `key` in a memo map as its newest entry, first forgetting the oldest when the map already
 * holds `max` (a Map iterates in insertion order: the least recently set comes first).
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/**
 * The value of `key` in a memo map, made by `make` and kept when missing. A map that already holds
 * `max` is emptied first: the memos of recurring values (dates, weeks, labels) are cheap to refill,
 * and a long-running process sees new ones.
 */
export function recall<K, V>(map: Map<K, V>, key: K, make: (key: K) => V, max: number): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= max) map.clear();
    value = make(key);
    map.set(key, value);
  }
  return value;
}
