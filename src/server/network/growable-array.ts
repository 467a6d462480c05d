type TypedArrayConstructor = Int32ArrayConstructor | Uint32ArrayConstructor | Uint8ArrayConstructor | Float64ArrayConstructor;
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

  /** A right-sized copy (the growable buffer can then be dropped). */
  toArray(): TypedArrayOf<C> {
    return this.data.slice(0, this.length) as TypedArrayOf<C>;
  }
}
