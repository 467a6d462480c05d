type TypedArrayConstructor =
  | Int32ArrayConstructor
  | Uint32ArrayConstructor
  | Uint8ArrayConstructor
  | Float64ArrayConstructor;
type TypedArrayOf<C> = C extends Int32ArrayConstructor
  ? Int32Array
  : C extends Uint32ArrayConstructor
    ? Uint32Array
    : C extends Uint8ArrayConstructor
      ? Uint8Array
      : Float64Array;

/** An append-only typed array that doubles its buffer: millions of stop times without millions of JS numbers in arrays. */
export class GrowableArray<C extends TypedArrayConstructor> {
  private data: TypedArrayOf<C>;
  private readonly make: C;
  length = 0;

  constructor(make: C, initialCapacity = 1024) {
    this.make = make;
    this.data = new make(initialCapacity) as TypedArrayOf<C>;
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new this.make(this.data.length * 2) as TypedArrayOf<C>;
      bigger.set(this.data as never);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  get(index: number): number {
    return this.data[index];
  }

  set(index: number, value: number): void {
    this.data[index] = value;
  }

  /**
   * The values as a typed array: a view when the buffer is at least three-quarters full (no second copy of 8 million
   * stop times at the end of an import), else a right-sized copy.
   */
  toArray(): TypedArrayOf<C> {
    if (this.length * 4 >= this.data.length * 3) return this.data.subarray(0, this.length) as TypedArrayOf<C>;
    return this.data.slice(0, this.length) as TypedArrayOf<C>;
  }
}
