/**
 * Collects ballots as integer sequences and merges identical ones, without building a string key per
 * ballot: sequences are hashed into an open-addressing table and compared element by element.
 */
export class BallotTable {
  size = 0;
  private items = new Int32Array(1024);
  private points: Float64Array | null;
  private offsets = new Uint32Array(257);
  private weights = new Uint32Array(256);
  private hashes = new Int32Array(256);
  private slots = new Int32Array(512).fill(-1);
  private used = 0;

  constructor(withPoints: boolean) {
    this.points = withPoints ? new Float64Array(1024) : null;
  }

  /** Adds `weight` ballots selecting sequence[0 .. length) (with their points, if kept). */
  add(sequence: Int32Array, points: Float64Array | null, length: number, weight: number): void {
    const hash = hashOf(sequence, points, length);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const group = this.slots[slot]!;
      if (group === -1) {
        this.slots[slot] = this.append(sequence, points, length, weight, hash);
        if (this.size * 2 > this.slots.length) this.rehash();
        return;
      }
      if (this.hashes[group] === hash && this.matches(group, sequence, points, length)) {
        this.weights[group]! += weight;
        return;
      }
    }
  }

  /** The groups as compact typed arrays. */
  finish(): { weights: Uint32Array; offsets: Uint32Array; items: Int32Array; points: Float64Array | null } {
    return {
      weights: this.weights.slice(0, this.size),
      offsets: this.offsets.slice(0, this.size + 1),
      items: this.items.slice(0, this.used),
      points: this.points ? this.points.slice(0, this.used) : null,
    };
  }

  private matches(group: number, sequence: Int32Array, points: Float64Array | null, length: number): boolean {
    const start = this.offsets[group]!;
    if (this.offsets[group + 1]! - start !== length) return false;
    for (let i = 0; i < length; i += 1) {
      if (this.items[start + i] !== sequence[i]) return false;
      if (this.points && this.points[start + i] !== points![i]) return false;
    }
    return true;
  }

  private append(
    sequence: Int32Array,
    points: Float64Array | null,
    length: number,
    weight: number,
    hash: number,
  ) {
    if (this.used + length > this.items.length) {
      const capacity = Math.max(this.items.length * 2, this.used + length);
      this.items = grow(this.items, capacity);
      if (this.points) this.points = grow(this.points, capacity);
    }
    for (let i = 0; i < length; i += 1) {
      this.items[this.used + i] = sequence[i]!;
      if (this.points) this.points[this.used + i] = points![i]!;
    }
    this.used += length;
    if (this.size === this.weights.length) {
      this.weights = grow(this.weights, this.size * 2);
      this.hashes = grow(this.hashes, this.size * 2);
      this.offsets = grow(this.offsets, this.size * 2 + 1);
    }
    const group = this.size;
    this.weights[group] = weight;
    this.hashes[group] = hash;
    this.size += 1;
    this.offsets[this.size] = this.used;
    return group;
  }

  private rehash() {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = this.slots.length - 1;
    for (let group = 0; group < this.size; group += 1) {
      let slot = this.hashes[group]! & mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & mask;
      this.slots[slot] = group;
    }
  }
}

function grow<T extends Int32Array | Uint32Array | Float64Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

/** FNV-1a over the sequence (and the points' integer parts and fractions). */
function hashOf(sequence: Int32Array, points: Float64Array | null, length: number): number {
  let hash = 0x811c9dc5 ^ length;
  for (let i = 0; i < length; i += 1) {
    hash = Math.imul(hash ^ sequence[i]!, 0x01000193);
    if (points) hash = Math.imul(hash ^ Math.floor(points[i]! * 1024), 0x01000193);
  }
  return hash >>> 1;
}
