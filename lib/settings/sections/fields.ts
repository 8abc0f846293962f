import * as v from 'valibot';

/** Field helpers for settings sections: every field is optional and carries its default. */
export const num = (min: number, max: number, dflt: number) =>
  v.optional(v.pipe(v.number(), v.minValue(min), v.maxValue(max)), dflt);
export const int = (min: number, max: number, dflt: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), dflt);
export const bool = (dflt: boolean) => v.optional(v.boolean(), dflt);
export const str = (dflt: string, max = 2048) => v.optional(v.pipe(v.string(), v.maxLength(max)), dflt);
export const pick = <const T extends readonly [string, ...string[]]>(options: T, dflt: T[number]) =>
  v.optional(v.picklist(options), dflt);
