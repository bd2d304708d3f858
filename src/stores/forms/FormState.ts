import { makeAutoObservable } from 'mobx';

export type FieldValue = string | boolean;
/** A rule for one field; it sees every value so confirmations can compare. Returns a spec key or null. */
export type FieldRule<V> = (value: FieldValue, values: V) => string | null;

/**
 * One form's values and its first error per field (spec section 5). A field is checked live once
 * the player has touched it, and every field on submit.
 */
export class FormState<V extends Record<string, FieldValue>> {
  values: V;
  readonly errors = new Map<keyof V, string>();
  private readonly touched = new Set<keyof V>();

  constructor(
    initial: V,
    private readonly rules: () => Partial<Record<keyof V, FieldRule<V>>>,
  ) {
    this.values = { ...initial };
    makeAutoObservable<FormState<V>, 'rules' | 'touched'>(this, { rules: false, touched: false });
  }

  set<K extends keyof V>(field: K, value: V[K]): void {
    this.values[field] = value;
    this.touched.add(field);
    this.check(field);
    // A confirmation follows the field it confirms.
    for (const other of this.touched) if (other !== field && this.errors.has(other)) this.check(other);
  }

  error(field: keyof V): string | null {
    return this.errors.get(field) ?? null;
  }

  /** Server-side keys (Server.Validation detail) shown on their fields. */
  setErrors(detail: Record<string, string>): void {
    for (const [field, key] of Object.entries(detail)) this.errors.set(field as keyof V, key);
  }

  /** Checks every field; true when none has an error. */
  validate(fields: (keyof V)[] = Object.keys(this.values) as (keyof V)[]): boolean {
    let ok = true;
    for (const field of fields) {
      this.touched.add(field);
      if (this.check(field)) ok = false;
    }
    return ok;
  }

  reset(values: Partial<V> = {}): void {
    Object.assign(this.values, values);
    this.errors.clear();
    this.touched.clear();
  }

  private check(field: keyof V): string | null {
    const rule = this.rules()[field];
    const key = rule ? rule(this.values[field], this.values) : null;
    if (key) this.errors.set(field, key);
    else this.errors.delete(field);
    return key;
  }
}
