/**
 * The protobuf wire format, as far as reading and rewriting ONNX graphs needs it: fields are
 * walked where they lie and kept as byte ranges, so a model's weights are never decoded or
 * copied to look at its structure. Used by external-data.ts and constant-fold.ts.
 */

const WIRE_VARINT = 0;
const WIRE_I64 = 1;
export const WIRE_LEN = 2;
const WIRE_I32 = 5;

export interface Field {
  no: number;
  wire: number;
  /** The whole field, tag included. */
  start: number;
  end: number;
  /** A length-delimited field's payload; a varint field's value. */
  valueStart: number;
}

/** The fields of the message in bytes[start, end); invalid protobuf throws. */
export function* readFields(bytes: Uint8Array, start: number, end: number): Generator<Field> {
  let at = start;
  while (at < end) {
    const fieldStart = at;
    const [tag, afterTag] = readVarint(bytes, at);
    const no = Math.floor(tag / 8);
    const wire = tag % 8;
    let valueStart = afterTag;
    if (wire === WIRE_VARINT) at = readVarint(bytes, afterTag)[1];
    else if (wire === WIRE_I64) at = afterTag + 8;
    else if (wire === WIRE_I32) at = afterTag + 4;
    else if (wire === WIRE_LEN) {
      const [len, afterLen] = readVarint(bytes, afterTag);
      valueStart = afterLen;
      at = afterLen + len;
    } else throw new Error(`unsupported protobuf wire type ${wire} at byte ${fieldStart}`);
    if (at > end || no === 0) throw new Error(`truncated or invalid protobuf field at byte ${fieldStart}`);
    yield { no, wire, start: fieldStart, end: at, valueStart };
  }
}

function readVarint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    const b = bytes[i]!;
    value += (b & 0x7f) * scale;
    scale *= 128;
    if (b < 0x80) return [value, i + 1];
  }
  throw new Error(`invalid protobuf varint at byte ${at}`);
}

const decoder = new TextDecoder();

/** A length-delimited field's payload as text (names, op types). */
export const fieldText = (bytes: Uint8Array, f: Field): string => decoder.decode(bytes.subarray(f.valueStart, f.end));

/** The message in bytes[start, end) with the fields `replace` answers replaced, the others kept as they are. */
export function rewrite(
  bytes: Uint8Array,
  start: number,
  end: number,
  replace: (f: Field) => Uint8Array | null,
): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const f of readFields(bytes, start, end)) parts.push(replace(f) ?? bytes.subarray(f.start, f.end));
  return concat(parts);
}

function varint(value: number): Uint8Array {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return Uint8Array.from(out);
}

export const varintField = (no: number, value: number): Uint8Array =>
  concat([varint(no * 8 + WIRE_VARINT), varint(value)]);
export const lengthDelimited = (no: number, payload: Uint8Array): Uint8Array =>
  concat([varint(no * 8 + WIRE_LEN), varint(payload.length), payload]);
export const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
