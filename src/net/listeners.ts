/** A tiny listener set: add returns the remover, emit never lets one listener break the rest. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(value: T): void {
    for (const listener of [...this.set]) {
      try {
        listener(value);
      } catch (error) {
        console.error('listener failed', error);
      }
    }
  }
}
