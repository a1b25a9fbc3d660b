import GoldenTextSupport

/// This target's golden files, in `Golden/` beside its sources.
let golden = GoldenText(besides: #filePath)
