// The wire's snake_case and the code's camelCase (docs/decisions/005), converted mechanically both
// ways, in types and values alike: a shape defined once in camelCase is served as `SnakeKeys` of it
// and read back as `CamelKeys` of the wire, so no field is listed by hand twice (docs/decisions/055).

/** "exchangeRateKhr" → "exchange_rate_khr" */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** "exchange_rate_khr" → "exchangeRateKhr" */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An object's keys in snake_case (one level: nested objects keep theirs). */
export type SnakeKeys<T> = { [K in keyof T & string as SnakeCase<K>]: T[K] };
/** An object's keys in camelCase (one level: nested objects keep theirs). */
export type CamelKeys<T> = { [K in keyof T & string as CamelCase<K>]: T[K] };

/** `value` with the same keys in front of each of its own, capitalized: the recipient's
 *  `{ name, phone }` as an order's `{ recipientName, recipientPhone }`. */
export type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const camelCase = (name: string) =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const renamed = (value: object, rename: (key: string) => string) =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [rename(key), field]));

export const snakeKeys = <T extends object>(value: T) => renamed(value, snakeCase) as SnakeKeys<T>;
export const camelKeys = <T extends object>(value: T) => renamed(value, camelCase) as CamelKeys<T>;
export const prefixed = <P extends string, T extends object>(prefix: P, value: T) =>
  renamed(value, (key) => `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`) as Prefixed<P, T>;
