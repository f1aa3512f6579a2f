/**
 * crownhead: draughts and checkers rules and notation.
 *
 * ```ts
 * import { english, startPosition, legalMoves, parseMove, play, formatMove, formatFen } from 'crownhead';
 *
 * let pos = startPosition(english);          // an immutable value
 * const moves = legalMoves(pos);             // full capture paths
 * moves.length;                              // => 7
 * const m = parseMove(pos, '11-15');         // Result<Move, MoveError>: never throws
 * if (m.ok) pos = play(pos, m.value);        // a new Position; the old one is unchanged
 * formatMove(pos, legalMoves(pos)[0]!);      // => '21-17'
 * formatFen(pos);                            // => 'W:W21-32:B1-10,12,15'
 * ```
 *
 * Everything is a free function over readonly data, so a bundler keeps only what you use.
 * @module crownhead
 */
export type { Color, Role, Square, Piece, Move } from './core/types.js';
export { opposite, isCapture } from './core/types.js';
export type { Result, Ok, Err } from './core/result.js';
export { ok, err } from './core/result.js';
export type {
  FenError,
  FenErrorCode,
  MoveError,
  MoveErrorCode,
  SetupError,
  SetupErrorCode,
  DataError,
  DataErrorCode,
  CrownheadErrorCode,
} from './core/errors.js';
export { CrownheadError } from './core/errors.js';
export { SquareSet } from './core/squareSet.js';
export type { Position, VariantState, KingMoves } from './core/position.js';
export type {
  Variant,
  BoardGeometry,
  Coords,
  RuleSettings,
  RulesEngine,
  StartSquares,
  CapturePrecedence,
  CrowningDuringCapture,
  WinCondition,
} from './core/variant.js';
export { board8x8 } from './board/geometry8.js';
export { english } from './variants/english.js';
export { italian } from './variants/italian.js';
export { startPosition, pieceAt, positionEquals } from './rules/position.js';
export type { LegalMovesOptions, Outcome } from './rules/play.js';
export { legalMoves, isLegal, play, outcome } from './rules/play.js';
export type { PerftOptions } from './rules/perft.js';
export { perft } from './rules/perft.js';
export { movesFrom, destinations } from './rules/destinations.js';
export type { NextLandings } from './rules/landings.js';
export { nextLandings } from './rules/landings.js';
export type { PositionSetup, SetupOptions } from './rules/setup.js';
export { setupPosition, checkPosition, putPiece, removePiece, clearBoard } from './rules/setup.js';
export type { FenCounters, FenRecord, FenSetup, ParseFenOptions, ParseFenSetupOptions } from './notation/fen.js';
export { parseFen, parseFenRecord, parseFenSetup, formatFen, formatFenRecord } from './notation/fen.js';
export type { PositionData, MoveData, PositionFromDataOptions } from './notation/data.js';
export { positionToData, positionFromData, moveToData, moveFromData } from './notation/data.js';
export type { MoveText, ResolveOptions, FormatMoveOptions } from './notation/moveText.js';
export { parseMoveText, resolveMove, parseMove, formatMove, moveEquals } from './notation/moveText.js';
export type { BoardTextOptions } from './render/text.js';
export { boardToText } from './render/text.js';
export { variants, variantByKey, variantByGameType } from './variants/registry.js';
export { international } from './variants/international.js';
export { brazilian } from './variants/brazilian.js';
export { russian } from './variants/russian.js';
export { pool } from './variants/pool.js';
export { canadian } from './variants/canadian.js';
export { spanish } from './variants/spanish.js';
export { portuguese } from './variants/portuguese.js';
export { czech } from './variants/czech.js';
export { thai } from './variants/thai.js';
export { turkish } from './variants/turkish.js';
export { antidraughts } from './variants/antidraughts.js';
export { breakthrough } from './variants/breakthrough.js';
export { frisian } from './variants/frisian.js';
export { frysk } from './variants/frysk.js';
export { board10x10, board12x12 } from './board/diagonal.js';
export { board8x8Full } from './board/fullBoard.js';
export { squareName, squareFromName } from './board/algebraic.js';
export type { BoardAttributes } from './board/gameTypeBoard.js';
export { gameTypeBoard } from './board/gameTypeBoard.js';
export { crowningSquares, startRows } from './board/rows.js';
export type { PositionHash } from './game/hash.js';
export { positionHash, updateHash, hashEquals } from './game/hash.js';
export type {
  DrawMode,
  DrawRuleId,
  DrawRuleBase,
  DrawRule,
  RepetitionRule,
  KingsOnlyRule,
  EndgameRule,
  MaterialCondition,
  LoneKingCondition,
  KingsBothSidesCondition,
  AnyMaterialCondition,
  OnePieceEachCondition,
  DrawRuleAlternatives,
} from './core/drawRules.js';
export type { DrawRulesOptions } from './game/drawRules.js';
export { drawRules } from './game/drawRules.js';
export type { RuleCounts, EndgameCount } from './game/counts.js';
export type { Game, GamePly, GameTags, GameOptions, ClaimedDraw, GameMoveError } from './game/game.js';
export {
  newGame,
  playMove,
  playMoveText,
  undo,
  gameMoves,
  gamePositions,
  setTags,
  gameEquals,
  gameCounters,
} from './game/game.js';
export { repetitionCount } from './game/reached.js';
export { captureAtHand } from './game/captureAtHand.js';
export type { DrawClaim, GameStatus, DrawProgress, ClaimError } from './game/status.js';
export { gameStatus, drawClaims, drawProgress, claimDraw, isGameOver } from './game/status.js';
export type { MoveHistoryOptions } from './game/history.js';
export { moveHistory } from './game/history.js';
export { resultType, resultText, gameResult } from './game/result.js';
export type { Ballot, BallotError } from './game/ballots.js';
export { englishBallots, ballotByNumber, findBallot, ballotGame } from './game/ballots.js';
export type {
  GameData,
  DrawRuleData,
  EndgameRuleData,
  MaterialConditionData,
  LoneKingConditionData,
  GameDataLimits,
  GameFromDataOptions,
} from './game/data.js';
export { gameToData, gameFromData } from './game/data.js';
