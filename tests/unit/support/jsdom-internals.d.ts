/** jsdom's internal wrapper↔implementation bridge, used only to fire trusted events in unit tests. */
declare module 'jsdom/lib/generated/idl/utils.js' {
  export function implForWrapper(wrapper: object): unknown;
}
