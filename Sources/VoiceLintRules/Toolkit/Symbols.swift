import VoiceLintText

/// A text that is only a symbol, an emoji or one punctuation mark: symbol-only's finding,
/// which label-empty leaves alone.
extension UnitContext {
    /// Computed once per unit (`isSymbolOnly`), in one pass that stops at the first letter or digit.
    func computeIsSymbolOnly() -> Bool {
        var visible = false, symbol = false
        for s in text.unicodeScalars {
            if CaseMapping.isWhitespace(s) || s == "\u{FE0F}" || s == "\u{200D}" { continue }
            visible = true
            if CaseMapping.isAlphabetic(s) || CaseMapping.isDigit(s) { return false }
            if !symbol && (CaseMapping.isSymbol(s) || CaseMapping.isPictographic(s)) { symbol = true }
        }
        guard visible, placeholderCount == 0 else { return false }
        if symbol { return true }
        // A lone punctuation mark such as "…".
        return language.analyzer.graphemeCount(trimmedText) == 1
    }
}
