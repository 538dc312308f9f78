// The object model (SagooIoT's TSL, sagoo-iot-api.md §5.1): a product's properties, functions
// (services), events and tags, each value described by a ValueType. Zod-free: the console imports
// it from '@iot/contract/tsl'.

export const BASE_TYPES = ['int', 'long', 'float', 'double', 'string', 'boolean'] as const;
export const EXTENSION_TYPES = ['date', 'timestamp', 'enum', 'array', 'object'] as const;
/** Every data type; `text` is accepted on input as another name of `string`. */
export const DATA_TYPES = [...BASE_TYPES, ...EXTENSION_TYPES] as const;
export type DataType = (typeof DATA_TYPES)[number];
/** Types whose values are numbers: history charts aggregate them (min, max, average per bucket). */
export const NUMERIC_TYPES: readonly DataType[] = ['int', 'long', 'float', 'double'];

/** Object-model keys: an ASCII letter or `_` first, then letters, digits and `_` (§5.2). */
export const TSL_KEY_PATTERN = /^[A-Za-z_]\w*$/;

export interface EnumElement {
  value: string;
  text: string;
}

/** A value's type and its parameters; absent parameters are omitted from the JSON. */
export interface ValueType {
  type: DataType;
  max?: number;
  min?: number;
  decimals?: number;
  unit?: string;
  maxLength?: number;
  trueText?: string;
  falseText?: string;
  trueValue?: boolean;
  falseValue?: boolean;
  elements?: EnumElement[];
  elementType?: ValueType;
  properties?: TslParam[];
}

/** A function's input or output, an event's output, or an object's member. */
export interface TslParam {
  key: string;
  name: string;
  valueType: ValueType;
  desc: string;
}

/** 0 read-write, 1 read-only. */
export type AccessMode = 0 | 1;

export interface TslProperty extends TslParam {
  accessMode: AccessMode;
}
export type TslTag = TslProperty;

export interface TslFunction {
  key: string;
  name: string;
  inputs: TslParam[] | null;
  outputs: TslParam[] | null;
  desc: string;
}

/** 0 normal, 1 warning, 2 urgent. */
export type EventLevel = 0 | 1 | 2;

export interface TslEvent {
  key: string;
  name: string;
  level: EventLevel;
  outputs: TslParam[] | null;
  desc: string;
}

export interface Tsl {
  key: string;
  name: string;
  properties: TslProperty[] | null;
  functions: TslFunction[] | null;
  events: TslEvent[] | null;
  tags: TslTag[] | null;
}

/** The four kinds of object-model entries, as the TSL endpoints name them (`/product/tsl/<kind>/...`). */
export const TSL_KINDS = ['property', 'function', 'event', 'tag'] as const;
export type TslKind = (typeof TSL_KINDS)[number];

/** `/product/tsl/data_type` item: a type's title, name and default parameters. */
export type TypeTemplate = { title: string; type: DataType } & Omit<ValueType, 'type'>;
