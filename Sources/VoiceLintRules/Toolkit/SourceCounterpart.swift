import VoiceLintCatalog

extension Localization {
    /// The unit of this (source) localization that a translated unit answers to: the same
    /// variation, else the plural group's "other" form, else the plain value.
    func counterpart(of u: TextUnit) -> TextUnit? {
        if let same = units.first(where: { $0.variant == u.variant }) { return same }
        if let g = u.pluralGroup, let other = units.first(where: { $0.pluralGroup == g && $0.pluralCategory == "other" }) { return other }
        return primaryUnit
    }
}
