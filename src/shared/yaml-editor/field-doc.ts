// The shape of the field help the YAML editor completes and explains (see role-fields.ts).

export type FieldType = 'string' | 'bool' | 'duration' | 'number' | 'map' | 'labels' | 'strings' | 'items';

export interface FieldDoc {
  type: FieldType;
  help: string;
  /** Values the backend accepts (or common ones, for free-form lists). */
  values?: readonly string[];
  /** Keys of a mapping, or of each item of an 'items' list. */
  fields?: Readonly<Record<string, FieldDoc>>;
  deprecated?: string;
}

export const field = (type: FieldType, help: string, extra: Partial<FieldDoc> = {}): FieldDoc => ({ type, help, ...extra });
