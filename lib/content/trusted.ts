/**
 * The page shares the DOM with ClaimLens's in-page UI and can make events of its own
 * (dispatchEvent, element.click(), a forged keyup): those have `isTrusted` false. Every in-page
 * listener goes through `fromReader`, so only what the reader did with the real mouse or
 * keyboard can show the pill, start a check, or press Cancel, Retry or Open.
 */
export function isReaderEvent(event: Pick<Event, 'isTrusted'>): boolean {
  return event.isTrusted === true;
}

export function fromReader<E extends Event>(handler: (event: E) => void): (event: E) => void {
  return (event) => {
    if (isReaderEvent(event)) handler(event);
  };
}
