/**
 * Sets `key` in a memo map as its newest entry, first forgetting the oldest when the map already
 * holds `max` (a Map iterates in insertion order: the least recently set comes first).
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
