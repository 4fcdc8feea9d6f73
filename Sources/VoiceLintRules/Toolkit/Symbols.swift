import VoiceLintText

/// A text that is only a symbol, an emoji or one punctuation mark: symbol-only's finding,
/// which label-empty leaves alone.
extension UnitContext {
    var isSymbolOnly: Bool {
        let visible = text.unicodeScalars.filter { !CaseMapping.isWhitespace($0) && $0 != "\u{FE0F}" && $0 != "\u{200D}" }
        guard !visible.isEmpty, placeholderCount == 0 else { return false }
        if visible.contains(where: { CaseMapping.isAlphabetic($0) || CaseMapping.isDigit($0) }) { return false }
        if visible.contains(where: { CaseMapping.isSymbol($0) || CaseMapping.isPictographic($0) }) { return true }
        // A lone punctuation mark such as "…".
        return language.analyzer.graphemeCount(trimmedText) == 1
    }
}
