// Static inline wrappers around the system ICU C API.
// ICU's C names are versioned macros (ubrk_open is ubrk_open_72), which Swift
// does not import; each wrapper gives a call a stable name of its own.
#ifndef VOICELINT_CICU_SHIM_H
#define VOICELINT_CICU_SHIM_H

#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/unorm2.h>
#include <unicode/uloc.h>
#include <unicode/uversion.h>

// Break iterators. kind: 0 = character (grapheme), 1 = word.
static inline UBreakIterator *cicu_ubrk_open(int32_t kind, const char *locale, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UBreakIterator *b = ubrk_open(kind == 0 ? UBRK_CHARACTER : UBRK_WORD, locale, NULL, 0, &err);
    *status = (int32_t)err;
    return b;
}
static inline int32_t cicu_ubrk_setText(UBreakIterator *b, const UChar *text, int32_t length) {
    UErrorCode err = U_ZERO_ERROR;
    ubrk_setText(b, text, length, &err);
    return (int32_t)err;
}
static inline int32_t cicu_ubrk_first(UBreakIterator *b) { return ubrk_first(b); }
static inline int32_t cicu_ubrk_next(UBreakIterator *b) { return ubrk_next(b); }
static inline int32_t cicu_ubrk_getRuleStatus(UBreakIterator *b) { return ubrk_getRuleStatus(b); }
static inline void cicu_ubrk_close(UBreakIterator *b) { ubrk_close(b); }
/// The locale whose rules the iterator actually uses ("root" for most, "fi", "sv"); "" if unknown.
static inline const char *cicu_ubrk_actual_locale(UBreakIterator *b) {
    UErrorCode err = U_ZERO_ERROR;
    const char *l = ubrk_getLocaleByType(b, ULOC_ACTUAL_LOCALE, &err);
    return (U_FAILURE(err) || l == NULL) ? "" : l;
}
/// The script a locale is most likely written in (CLDR likely subtags): "hy" -> "Armn",
/// "pa" -> "Guru", "sr-Latn" -> "Latn"; "" if ICU cannot tell. out holds at least 8 bytes.
static inline void cicu_likely_script(const char *locale, char *out, int32_t capacity) {
    UErrorCode err = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    out[0] = 0;
    uloc_addLikelySubtags(locale, maximized, ULOC_FULLNAME_CAPACITY, &err);
    if (U_FAILURE(err)) return;
    err = U_ZERO_ERROR;
    uloc_getScript(maximized, out, capacity, &err);
    if (U_FAILURE(err)) out[0] = 0;
}
/// ICU's version, as "72.1".
static inline void cicu_version(char *out) {
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, out);
}

// Character properties.
static inline int cicu_is_upper(UChar32 c) { return u_isupper(c) ? 1 : 0; }
static inline int cicu_is_lower(UChar32 c) { return u_islower(c) ? 1 : 0; }
static inline int cicu_is_title(UChar32 c) { return u_istitle(c) ? 1 : 0; }
static inline int cicu_is_cased(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_CASED) ? 1 : 0; }
static inline int cicu_is_alphabetic(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_ALPHABETIC) ? 1 : 0; }
static inline int cicu_is_punct(UChar32 c) { return u_ispunct(c) ? 1 : 0; }
static inline int cicu_is_whitespace(UChar32 c) { return u_isUWhiteSpace(c) ? 1 : 0; }
static inline int cicu_is_digit(UChar32 c) { return u_isdigit(c) ? 1 : 0; }
static inline int cicu_is_pictographic(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0; }
static inline int32_t cicu_char_type(UChar32 c) { return (int32_t)u_charType(c); }

// Locale-aware case mapping. Returns the needed length; *status < 0 or > 0 as UErrorCode.
static inline int32_t cicu_to_upper(UChar *dest, int32_t cap, const UChar *src, int32_t len, const char *locale, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = u_strToUpper(dest, cap, src, len, locale, &err);
    *status = (int32_t)err;
    return n;
}
static inline int32_t cicu_to_lower(UChar *dest, int32_t cap, const UChar *src, int32_t len, const char *locale, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = u_strToLower(dest, cap, src, len, locale, &err);
    *status = (int32_t)err;
    return n;
}

// NFC normalisation.
static inline int32_t cicu_nfc(UChar *dest, int32_t cap, const UChar *src, int32_t len, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *n = unorm2_getNFCInstance(&err);
    if (U_FAILURE(err)) { *status = (int32_t)err; return 0; }
    int32_t r = unorm2_normalize(n, src, len, dest, cap, &err);
    *status = (int32_t)err;
    return r;
}

// CLDR plural rules.
static inline UPluralRules *cicu_uplrules_open(const char *locale, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UPluralRules *r = uplrules_open(locale, &err);
    *status = (int32_t)err;
    return r;
}
static inline void cicu_uplrules_close(UPluralRules *r) { uplrules_close(r); }
static inline UEnumeration *cicu_uplrules_keywords(UPluralRules *r, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UEnumeration *e = uplrules_getKeywords(r, &err);
    *status = (int32_t)err;
    return e;
}
static inline int32_t cicu_uplrules_select(UPluralRules *r, double n, UChar *buf, int32_t cap, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = uplrules_select(r, n, buf, cap, &err);
    *status = (int32_t)err;
    return len;
}
static inline const char *cicu_uenum_next(UEnumeration *e, int32_t *length, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    const char *s = uenum_next(e, length, &err);
    *status = (int32_t)err;
    return s;
}
static inline void cicu_uenum_close(UEnumeration *e) { uenum_close(e); }

/// Asks the processor to bring the memory at `p` into its caches, for a read soon (no fault
/// when `p` is not mapped: a hint only).
static inline void cicu_prefetch(const void *p) { __builtin_prefetch(p, 0, 3); }

/// Frees at the top of the heap past `bytes` go back to the system at once (glibc; elsewhere nothing).
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
static inline void cicu_trim_threshold(int bytes) { mallopt(M_TRIM_THRESHOLD, bytes); }
static inline void cicu_mmap_threshold(int bytes) { mallopt(M_MMAP_THRESHOLD, bytes); }
#else
static inline void cicu_trim_threshold(int bytes) { (void)bytes; }
static inline void cicu_mmap_threshold(int bytes) { (void)bytes; }
#endif

#endif
