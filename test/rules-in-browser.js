// Run inside Chromium by test/web.test.ts (a function expression, evaluated as written): the
// rules on the package's built ESM (dist/index.js, served at /lib/), reported back to the test.
async ({ published, fens, pdn }) => {
  const ch = await import(`${location.origin}/lib/index.js`);
  const chPdn = await import(`${location.origin}/lib/pdn.js`);
  const perft = {};
  for (const key of Object.keys(published)) {
    const start = ch.startPosition(ch.variantByKey(key));
    perft[key] = published[key].map((_, i) => ch.perft(start, i + 1));
  }
  const fen = fens.map(([key, text]) => {
    const variant = ch.variantByKey(key);
    const r = ch.parseFen(variant, text);
    if (!r.ok) return [r.error.message, false];
    const written = ch.formatFen(r.value);
    const again = ch.parseFen(variant, written);
    return [written, again.ok && ch.positionEquals(again.value, r.value) && ch.formatFen(again.value) === written];
  });
  const first = chPdn.parseGame(pdn, { variants: ch.variants });
  // The writer makes the tags canonical (Site, the full GameType): the moves and the final
  // position survive the round trip, and the written text is a fixed point of read-then-write.
  const text = first.ok ? chPdn.formatGame(first.value.game) : '';
  const second = chPdn.parseGame(text, { variants: ch.variants });
  const paths = (game) => JSON.stringify(ch.gameMoves(game).map((m) => m.path));
  const pdnRoundTrip =
    first.ok &&
    second.ok &&
    paths(first.value.game) === paths(second.value.game) &&
    ch.positionEquals(first.value.game.position, second.value.game.position) &&
    chPdn.formatGame(second.value.game) === text;
  return { perft, fen, pdnRoundTrip, plies: first.ok ? first.value.game.ply : -1, userAgent: navigator.userAgent };
}
