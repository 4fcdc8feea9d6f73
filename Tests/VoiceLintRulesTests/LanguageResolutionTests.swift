import Foundation
import XCTest
import VoiceLintCatalog
@testable import VoiceLintRules

/// Which profile serves a locale: the language's own, whatever the tag's case and separator; else
/// the generic profile of the script it is written in; no locale of the apps is left without copy rules.
final class LanguageResolutionTests: XCTestCase {
    let store = try! LanguageStore()

    func testRegionalAndCaseVariantsResolveToTheirLanguage() {
        for (tag, profile) in [("bg_BG", "bg"), ("et_EE", "et"), ("zh-hans", "zh-Hans"), ("pt-br", "pt-BR"), ("cy-GB", "cy"),
                               ("sl_SI", "sl"), ("is-IS", "is"), ("fa-IR", "fa"), ("eu-ES", "eu"), ("gl-ES", "gl")] {
            XCTAssertEqual(store.chain(for: tag).first, profile, tag)
            XCTAssertEqual(store.context(for: tag).profileLanguage, profile, tag)
        }
    }

    func testALanguageWithoutAProfileGetsItsScriptsGenericOne() {
        for (tag, generic) in [("hy", "und-Armn"), ("hy-AM", "und-Armn"), ("ne-NP", "und-Deva"), ("pa-IN", "und-Guru"), ("si", "und-Sinh"),
                               ("ckb", "und-Arab"), ("kab", "und-Latn"), ("kmr", "und-Latn"), ("ku-TR", "und-Latn"), ("be", "und-Cyrl"),
                               ("my", "und-Mymr"), ("ka", "und-Geor"), ("am", "und-Ethi"), ("sr-Latn", "und-Latn"), ("sr", "und-Cyrl")] {
            XCTAssertEqual(store.chain(for: tag), [generic], tag)
            let context = store.context(for: tag)
            XCTAssertEqual(context.profileLanguage, generic, tag)
            XCTAssertTrue(LanguageStore.isGeneric(context.profileLanguage!))
        }
        XCTAssertEqual(store.chain(for: "qaa"), [], "a private-use language has no script: only the localisation rules")
    }

    /// Every locale that the apps and corpus of the workplace ship gets copy rules: its own profile or its script's.
    func testEveryLocaleOfRealAppsHasCopyRules() {
        let shipped = ["an", "ar", "be", "bg", "bg_BG", "bn", "ca", "ckb", "cs", "cy", "cy-GB", "da", "de", "el", "en", "en-GB", "eo", "es",
                       "es-AR", "es-419", "et", "et_EE", "eu", "fa", "fi", "fr", "fr-CA", "fy-NL", "ga-IE", "gd", "gl", "gu-IN", "he", "hi",
                       "hi-IN", "hr", "hu", "hy", "hy-AM", "ia", "id", "is", "it", "ja", "ka", "kab", "kk", "km", "kmr", "kn", "ko", "ku",
                       "ku-TR", "lo", "lt", "lv", "mk", "ml", "mr", "ms", "my", "nb", "ne-NP", "nl", "nn", "or", "pa-IN", "pl", "pt",
                       "pt-BR", "pt-PT", "ro", "ru", "si", "sk", "sl", "sq", "sr", "sv", "ta", "te", "th", "tl", "tr", "ug", "uk", "ur",
                       "uz", "vi", "zh-Hans", "zh-Hant", "zh-HK", "zh-TW"]
        for tag in shipped { XCTAssertFalse(store.chain(for: tag).isEmpty, "\(tag) gets no copy rules") }
    }
}
