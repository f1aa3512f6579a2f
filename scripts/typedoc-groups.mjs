// A typedoc plugin (typedoc.json `plugin`): the API reference groups each entry point's exports
// as docs/api.md does, by what a user does ("Legal moves and playing", "FEN", "Reading"...), in
// the page's order, instead of typedoc's groups by kind ("Functions", "Interfaces"). Within a
// group typedoc.json's `sort` puts functions before types.
//
// docs/api.md is the one place the grouping is written: each `### Group (`entry`)` heading opens
// a group of that entry, and each `- `name...`` line under it puts the export `name` in it. This
// plugin gives each export a `@group` tag before typedoc groups them (the tag is not rendered);
// test/apiDoc.test.ts checks that the page lists every export, so every export gets a group.
import { readFileSync } from 'node:fs';
import { Application, Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** `entry:name` -> group title, and the group titles in the page's order. */
function readGroups(path) {
  const groups = new Map();
  const order = [];
  let current;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#')) {
      const heading = /^### (.*?) \(`(crownhead(?:\/\w+)?)`\)\s*$/.exec(line);
      current = heading === null ? undefined : { title: heading[1], entry: heading[2] };
      if (current !== undefined && !order.includes(current.title)) order.push(current.title);
      continue;
    }
    const name = /^- `([A-Za-z_$][\w$]*)/.exec(line)?.[1];
    if (current !== undefined && name !== undefined) groups.set(`${current.entry}:${name}`, current.title);
  }
  return { groups, order };
}

/** @param {Application} app */
export function load(app) {
  const page = new URL('../docs/api.md', import.meta.url);
  let groups = new Map();

  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    const read = readGroups(page);
    groups = read.groups;
    // The page's order; anything the page does not group (it should not happen) comes last.
    app.options.setValue('groupOrder', [...read.order, '*']);
  });

  // Before typedoc's own grouping, which runs at the end of resolving with priority -100.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
        for (const child of module.children ?? []) {
          const group = groups.get(`${module.name}:${child.name}`);
          if (group === undefined) continue;
          child.comment ??= new Comment();
          child.comment.blockTags.push(new CommentTag('@group', [{ kind: 'text', text: group }]));
        }
      }
    },
    100,
  );
}
