import CalendsValues

/// What the deflater's stream writer needs of a tokenizer: rows in order, appended to the
/// block's tokens and counts (`ScanlineMatcher` for `fast`, `ChainMatcher` for `balanced`).
protocol RowTokenizer {
  /// Tokens of the current block so far; the writer resets it to 0 per block.
  var tokenCount: Int { get set }
  /// Appends row `row`'s tokens; `repeatsAbove` as `ScanlineMatcher.tokenizeRow` takes it.
  /// Returns whether the row is known to equal the row above.
  mutating func tokenizeRow(_ row: Int, repeatsAbove known: Bool?) -> Bool
}

extension ScanlineMatcher: RowTokenizer {}
extension ChainMatcher: RowTokenizer {}
