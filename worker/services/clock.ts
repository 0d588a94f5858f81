// The Worker's one source of the current time for delivery rules. Routes call `clock.now()`;
// tests pin it with `vi.spyOn(clock, "now")` to stand at midnight in Phnom Penh or one
// minute before a slot's lead time runs out.
export const clock = {
  now: (): Date => new Date(),
};
