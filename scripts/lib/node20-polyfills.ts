// Vitest 5's reporter calls Map.groupBy, which Node gained in 21; on Node 20 a failing test then
// crashes the summary instead of printing its error. Loaded by both vitest configs.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

const maps = Map as unknown as { groupBy?: GroupBy };
if (typeof maps.groupBy !== 'function') {
  maps.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}

type ObjectGroupBy = <T>(
  items: Iterable<T>,
  key: (item: T, index: number) => PropertyKey,
) => Record<PropertyKey, T[]>;
const objects = Object as unknown as { groupBy?: ObjectGroupBy };
if (typeof objects.groupBy !== 'function') {
  objects.groupBy = <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => {
    const groups: Record<PropertyKey, T[]> = Object.create(null);
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups[k] ?? [];
      group.push(item);
      groups[k] = group;
    }
    return groups;
  };
}
