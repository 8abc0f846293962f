/**
 * The ids of a vector index's rows, in row order. A removed row is filled by the last one (the
 * caller moves that row's data), so rows stay contiguous and the index is never rebuilt.
 */
export class RowIds {
  private readonly rowIds: string[] = [];
  private readonly rowOf = new Map<string, number>();

  get size(): number {
    return this.rowIds.length;
  }

  has(id: string): boolean {
    return this.rowOf.has(id);
  }

  ids(): readonly string[] {
    return this.rowIds;
  }

  row(id: string): number | undefined {
    return this.rowOf.get(id);
  }

  idAt(row: number): string {
    return this.rowIds[row]!;
  }

  /** Appends a new id; its row. */
  add(id: string): number {
    const row = this.rowIds.length;
    this.rowIds.push(id);
    this.rowOf.set(id, row);
    return row;
  }

  /** Forgets an id: the row it had and the last row, whose data the caller moves into it (when they differ); null when absent. */
  remove(id: string): { row: number; last: number } | null {
    const row = this.rowOf.get(id);
    if (row === undefined) return null;
    const last = this.rowIds.length - 1;
    if (row !== last) {
      const moved = this.rowIds[last]!;
      this.rowIds[row] = moved;
      this.rowOf.set(moved, row);
    }
    this.rowIds.length = last;
    this.rowOf.delete(id);
    return { row, last };
  }

  clear(): void {
    this.rowIds.length = 0;
    this.rowOf.clear();
  }
}
