/**
 * A number setting, whole unless a `step` is given: a value out of its range is not saved (the field
 * shows what was typed until it is fixed).
 */
export function NumberField({
  label,
  min,
  max,
  step,
  value,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange(n: number): void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={min}
        max={max}
        step={step ?? 1}
        value={value}
        onChange={(e) => {
          const n = e.target.valueAsNumber;
          if ((step ? Number.isFinite(n) : Number.isInteger(n)) && n >= min && n <= max) onChange(n);
        }}
      />
    </label>
  );
}
