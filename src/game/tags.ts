/**
 * Tag records built so that every name is data. A tag record is a plain object; each tag is an
 * own data property, set with `Object.defineProperty` rather than by assignment, because
 * assigning to `__proto__` changes an object's prototype instead of adding a property (so a
 * `[__proto__ "x"]` tag would vanish) and could pollute prototypes. Names such as
 * `constructor` or `toString` are own properties too. docs/reliability.md ("Tags are data").
 * @module
 */

/** Sets tag `name` on `tags` as an own enumerable data property, whatever the name. */
export function setTag(tags: Record<string, string>, name: string, value: string): void {
  Object.defineProperty(tags, name, { value, enumerable: true, writable: true, configurable: true });
}

/** A fresh tag record holding `tags`' own enumerable entries, in their order. */
export function copyTags(tags: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (tags !== undefined) for (const [name, value] of Object.entries(tags)) setTag(out, name, value);
  return out;
}
