import VoiceLintRules

/// `voicelint suggest TEXT --role label|hint --locale LOC`.
struct Suggest {
    let languages: LanguageStore

    /// The report, and whether a finding is an error (the command exits 1 then, as a check does).
    func run(text: String, role: Role, locale: String) -> (text: String, hasError: Bool) {
        let s = Suggester(languages: languages)
        let found = s.findings(text, role: role, locale: locale)
        return (render(text, found, s, role: role, locale: locale), found.contains { $0.severity == .error })
    }

    private func render(_ text: String, _ found: [Finding], _ s: Suggester, role: Role, locale: String) -> String {
        var out = ""
        let profile = languages.context(for: locale).profileLanguage
        if profile == nil {
            out += "note: no language profile for \(locale) yet: only the localisation checks ran.\n"
        } else if let p = profile, LanguageStore.isGeneric(p) {
            out += "note: no language profile for \(locale) yet: the generic rules of its script ran (\(p)).\n"
        }
        if found.isEmpty { return out + "✓ \"\(text)\" passes every \(role.rawValue) rule.\n" }
        for f in found {
            out += "\(f.severity.rawValue): \(f.message) [\(f.rule)]\n"
            if let sg = f.suggestion { out += "    suggestion\(f.applicabilityNote): \(sg)\n" }
        }
        let fixed = s.corrected(text, role: role, locale: locale)
        if fixed != text { out += "\ncorrected: \(fixed)\n" }
        return out
    }
}
