"""Hand tables for the et and is lexicons (words.json, profile.json), read by
generate_et_is.py. The control nouns are listed by their dictionary form and
inflected by the language's morphology (et: Vabamorf, is: BÍN); every other
word is written here as apps write it."""
import sys
import unicodedata
from collections import OrderedDict


def nfc(s):
    return unicodedata.normalize("NFC", s)


def low(s):
    return " ".join(nfc(s).lower().split())


def sortu(xs):
    return sorted({low(x) for x in xs})


ACRONYMS_COMMON = ["AI", "API", "AR", "CSV", "DNS", "DVD", "EU", "FAQ", "GB",
                   "GIF", "GPS", "HD", "HDR", "HEIC", "HTML", "ID", "IP",
                   "JPEG", "JPG", "KB", "LED", "LTE", "MB", "MMS", "MP3",
                   "MP4", "NFC", "OK", "PC", "PDF", "PIN", "PNG", "PUK", "QR",
                   "RAM", "RSS", "SIM", "SMS", "SSD", "TB", "TV", "UHD", "URL",
                   "USB", "UTC", "VPN", "VR", "ZIP"]
BRANDS_COMMON = ["AirDrop", "AirPlay", "AirPods", "AirTag", "Android",
                 "App Store", "Apple", "Apple Music", "Apple Pay", "Apple TV",
                 "Apple Watch", "Bluetooth", "CarPlay", "ChatGPT", "Dropbox",
                 "eBay", "Face ID", "Facebook", "FaceTime", "GitHub", "Gmail",
                 "Google", "Google Maps", "HealthKit", "HomeKit", "iCloud",
                 "iMac", "iMessage", "Instagram", "iOS", "iPad", "iPadOS",
                 "iPhone", "iPod", "LinkedIn", "Mac", "MacBook", "macOS",
                 "Mastodon", "Messenger", "Microsoft", "Netflix", "OneDrive",
                 "Outlook", "PayPal", "Safari", "Signal", "Siri", "Slack",
                 "Spotify", "Telegram", "TikTok", "Touch ID", "tvOS",
                 "visionOS", "VoiceOver", "watchOS", "WhatsApp", "Wi-Fi",
                 "YouTube"]


# ---------------------------------------------------------------------------
# Estonian

# The control nouns (dictionary form), inflected by Vabamorf in every case and
# number. Words Apple-style Estonian UI copy uses: nupp (button), lüliti
# (switch), link, vahekaart (tab), ikoon, märkeruut (checkbox), liugur
# (slider), tekstiväli, otsinguväli, sisestusväli (text, search, input field),
# menüü, hüpikaken (pop-up). Left out: "pilt" (image: its compounds
# profiilipilt, taustapilt are content), "sakk" (a colloquial tab; its forms
# end words such as "Nagasaki").
ET_CONTROL_NOUNS = ["nupp", "lüliti", "link", "vahekaart", "ikoon",
                    "märkeruut", "liugur", "tekstiväli", "otsinguväli",
                    "sisestusväli", "menüü", "hüpikaken"]
# "väli" (field) alone, in the forms that are no other word: its genitive
# "välja" is also the particle "out" ("Logi välja"), its inessive "väljas"
# the state "off", its partitive plural "välju" the imperative of väljuma.
ET_FIELD_FORMS = ["väli", "väljad", "väljade", "väljal", "väljale", "väljalt",
                  "väljaga", "väljadel", "väljadele", "väljasid"]
# Forms of the control nouns that name content, never the element's own type:
# the comitative of "link" ("Jagatud lingiga": shared by link).
ET_CONTROL_LEFT_OUT = ["lingiga", "linkidega"]
# Control words that are content where a verb governs them ("Kopeeri link",
# "Ava menüü"; a Home Assistant switch is a device: "Vali lüliti").
ET_OBJECT_NOUNS = ["link", "menüü", "vahekaart", "ikoon", "lüliti"]
# Compounds whose tail is a control word and that are content: head noun ->
# the first parts, inflected with the head's forms.
ET_CONTENT_COMPOUNDS = {
    "link": ["kutse", "jagamis", "allalaadimis", "profiili", "kiir"],
    "nupp": ["kodu", "toite", "külg", "helitugevus"],
    "menüü": ["pea", "konteksti", "kasutaja", "kiir", "päeva", "lõuna",
              "start"],
    "ikoon": ["rakenduse", "rakendus"],
    "lüliti": ["valgus", "toite"],
}
ET_CONTENT = ["jagatud lingiga", "helitugevuse nupp", "helitugevuse nupud", "rakenduse ikoon",
              "rakenduse ikooni", "uus vahekaart", "privaatne vahekaart",
              "vaateväli", "magnetväli", "jalgpalliväli", "lahinguväli"]
ET_STATES = ["valitud", "valimata", "märgitud", "märkimata", "sees", "väljas",
             "pole kasutusel", "ei ole kasutusel", "pole saadaval",
             "ei ole saadaval",
             "sisse lülitatud", "välja lülitatud", "lubatud", "keelatud",
             "aktiivne", "mitteaktiivne", "aktiveeritud", "deaktiveeritud",
             "tuhmistatud"]
# A state word that is content here: a toggle's action ("sisse/välja"), a
# place ("Ringi sees": inside the circle), a rule ("Koerad on lubatud").
# "pole valitud" (is not selected) ends a sentence that says nothing is
# chosen yet ("Ühtegi kogukonda pole valitud": no space selected), not a state.
ET_STATE_CONTENT = ["pole valitud", "ei ole valitud", "pole märgitud",
                    "ei ole märgitud", "sees/väljas", "sisse/välja", "sisse või välja",
                    "ringi sees", "on lubatud", "on keelatud", "pole lubatud",
                    "võrgust väljas", "ekraanilt väljas"]
ET_GESTURES = [
    "puuduta", "puudutage", "puudutades", "puudutus", "puudutusega",
    "puuduta kaks korda", "puudutage kaks korda", "puuduta kahel korral",
    "topeltpuuduta", "topeltpuudutage", "topeltpuudutades", "topeltpuudutus",
    "topeltpuudutusega", "puuduta ja hoia", "puudutage ja hoidke",
    "topeltpuuduta ja hoia", "topeltpuudutage ja hoidke",
    "koputa", "koputage", "koputades", "koputa kaks korda",
    "koputage kaks korda", "topeltkoputus", "topeltkoputa",
    "klõpsa", "klõpsake", "klõpsates", "klõpsi", "klõpsige", "klõpsides",
    "klõps", "klõpsuga", "topeltklõps", "topeltklõpsa", "topeltklõpsake",
    "topeltklõpsuga", "klõpsa kaks korda", "kliki", "klikka", "klikkige",
    "klikkides",
    "vajuta", "vajutage", "vajutades", "vajuta pikalt", "vajutage pikalt",
    "pikk vajutus", "pika vajutusega", "vajuta ja hoia", "vajutage ja hoidke",
    "hoia all", "hoidke all", "hoia sõrme all", "hoidke sõrme all",
    "pühi", "pühkige", "pühkides", "pühi üles", "pühi alla", "pühi vasakule",
    "pühi paremale", "pühkige üles", "pühkige alla", "pühkige vasakule",
    "pühkige paremale",
    "libista", "libistage", "libistades", "libista üles", "libista alla",
    "libista vasakule", "libista paremale", "libistage üles",
    "libistage alla", "libistage vasakule", "libistage paremale",
    "pühi üles või alla", "pühkige üles või alla", "libista üles või alla",
    "libistage üles või alla", "pühi vasakule või paremale",
    "libista vasakule või paremale", "libistage vasakule või paremale",
    "lohista", "lohistage", "lohistades", "näpista", "näpistage",
    "näpistades",
]
ET_BAD_STARTS = {"sa": "second-person", "sina": "second-person",
                 "te": "second-person", "teie": "second-person",
                 "saad": "second-person", "saate": "second-person",
                 "võid": "second-person", "võite": "second-person",
                 "pead": "second-person", "peate": "second-person",
                 "ma": "first-person", "mina": "first-person",
                 "me": "first-person", "meie": "first-person",
                 "kui": "condition", "et": "infinitive",
                 "selleks": "infinitive", "võib": "modal", "peab": "modal",
                 "tuleb": "modal"}
ET_REQUEST = ["palun", "ole hea", "olge head", "olge hea",
              "ole nii kena", "olge nii kenad"]
ET_DETERMINERS = ["see", "selle", "seda", "need", "nende", "neid", "kõik",
                  "kõiki", "kõigi", "iga", "oma"]
ET_ABBREV = {"nt": "näiteks", "nt.": "näiteks", "jne": "ja nii edasi",
             "jne.": "ja nii edasi", "jms": "ja muud sellist",
             "jms.": "ja muud sellist", "jm": "ja muud", "vms": "või muu selline",
             "vt": "vaata", "vt.": "vaata", "s.t": "see tähendab",
             "k.a": "kaasa arvatud", "ca": "umbes", "nr": "number",
             "tel": "telefon", "lk": "lehekülg", "kl": "kell", "tk": "tükki",
             "jaan": "jaanuar", "veebr": "veebruar", "apr": "aprill",
             "aug": "august", "sept": "september", "okt": "oktoober",
             "nov": "november", "dets": "detsember"}
ET_DOTTED = ["nt.", "jne.", "jms.", "jm.", "vms.", "vt.", "s.t.", "k.a.",
             "u.", "lk.", "nr.", "tel.", "kl.", "tk.", "ca.", "jaan.",
             "veebr.", "apr.", "aug.", "sept.", "okt.", "nov.", "dets.",
             "hr.", "pr.", "dr.", "min.", "sek."]
# Units after a number: singular after 1, partitive singular after others
# ("1 minut", "5 minutit").
ET_UNITS = {"h": "tund|tundi", "t": "tund|tundi", "min": "minut|minutit",
            "s": "sekund|sekundit", "sek": "sekund|sekundit",
            "näd": "nädal|nädalat", "tk": "tükk|tükki"}
ET_ACRONYMS = ["AS", "EL", "ERR", "ID", "KM", "LHV", "MTÜ", "OÜ", "RMK", "SEB"]
ET_BRANDS = ["Bolt", "eesti.ee", "Elisa", "LHV", "Mobiil-ID", "Omniva",
             "Skype", "Smart-ID", "Swedbank", "Tele2", "Telia", "Wise"]


# ---------------------------------------------------------------------------
# Icelandic

# The control nouns, inflected from their BÍN paradigms (every case and
# number, with and without the article): hnappur (button), takki (button,
# key), tengill, hlekkur (link), flipi (tab), rofi (switch), gátreitur
# (checkbox), textareitur, leitarreitur, innsláttarreitur (text, search,
# input field), valmynd, fellivalmynd (menu), táknmynd (icon), sprettigluggi
# (pop-up), sleði (slider). A compound BÍN may lack is written with "+" at
# its seam and inflected as its head ("texta+reitur": texta + reitur,
# reit, reitinn...). Left out: "mynd" (image: profílmynd, bakgrunnsmynd
# are content), "tákn" (symbol, and also "character": "500 tákn eftir"),
# "reitur" alone (also a square, a cell, a plot of land).
IS_CONTROL_NOUNS = ["hnappur", "takki", "tengill", "hlekkur", "flipi",
                    "rofi", "gát+reitur", "texta+reitur", "leitar+reitur",
                    "innsláttar+reitur", "valmynd", "táknmynd",
                    "spretti+gluggi", "sleði"]
IS_OBJECT_NOUNS = ["tengill", "hlekkur", "flipi", "valmynd", "táknmynd"]
IS_CONTENT_COMPOUNDS = {
    "hnappur": ["heima", "hliðar", "afl", "hljóðstyrks", "heimaskjás"],
    "takki": ["heima", "hliðar", "afl", "hljóðstyrks", "lyklaborðs",
              "enter"],
    "tengill": ["boðs", "deili", "niðurhals", "prófíl"],
    "hlekkur": ["boðs", "deili", "niðurhals"],
    "flipi": ["huliðs", "einka"],
    "valmynd": ["aðal", "flýti", "samhengis", "upphafs"],
    "táknmynd": ["forrits", "forrita", "app"],
    "rofi": ["ljós", "straum"],
    "sleði": ["vél", "snjó"],
}
IS_CONTENT = ["nýr flipi", "nýjan flipa", "nýjum flipa", "nýs flipa",
              "táknmynd forrits", "táknmynd forritsins"]
IS_STATES = ["valið", "valinn", "valin", "valdir", "valdar", "ekki valið",
             "ekki valinn", "ekki valin", "hakað við", "ekki hakað við", "merkt", "ómerkt",
             "kveikt", "slökkt", "kveikt á", "slökkt á", "virkt", "virkur",
             "virk", "óvirkt", "óvirkur", "óvirk", "óvirkir", "óvirkar",
             "gert óvirkt", "virkjað",
             "afvirkjað", "gráað", "grátt"]
IS_STATE_CONTENT = ["kveikt/slökkt", "kveikt eða slökkt", "á/af",
                    "kveikja/slökkva"]
# Gesture verbs: their imperatives, polite (plural) imperatives and, where
# they are no other word, infinitives are read from BÍN; the phrases below
# are written by hand.
IS_GESTURE_VERBS = {
    # verb: (with its infinitive?)
    "ýta": True, "pikka": True, "smella": True, "tvísmella": True,
    "snerta": True, "strjúka": True, "klípa": True,
    # "draga" (draga úr: reduce) and "renna" (renna út: expire) only as
    # imperatives.
    "draga": False, "renna": False,
}
IS_GESTURES = [
    "tvípikka", "tvípikkaðu", "tvípikkið", "ýttu tvisvar", "ýtið tvisvar",
    "ýta tvisvar", "pikkaðu tvisvar", "pikkið tvisvar", "pikka tvisvar",
    "smelltu tvisvar", "smellið tvisvar", "ýttu lengi", "ýtið lengi",
    "ýta lengi", "haltu inni", "haldið inni", "halda inni", "ýttu og haltu",
    "ýttu og haltu inni", "ýtið og haldið inni", "snertu og haltu",
    "snertu og haltu inni", "pikkaðu og haltu", "pikkaðu og haltu inni",
    "strjúktu upp", "strjúktu niður", "strjúktu til vinstri",
    "strjúktu til hægri", "strjúkið upp", "strjúkið niður",
    "strjúkið til vinstri", "strjúkið til hægri", "renndu fingri",
    "tvísmellur", "tvísmelli", "langt ýt",
]
IS_BAD_STARTS = {"að": "infinitive", "til": "infinitive",
                 "þú": "second-person", "þið": "second-person",
                 "þér": "second-person", "geturðu": "second-person",
                 "getið": "second-person", "skaltu": "second-person",
                 "ég": "first-person", "við": "first-person",
                 "ef": "condition", "þegar": "condition",
                 "mun": "future", "munu": "future", "muntu": "future",
                 "verður": "future", "getur": "modal", "hægt": "modal",
                 "skal": "modal"}
IS_REQUEST = ["vinsamlegast", "gjörðu svo vel", "gjörðu svo vel og",
              "gjörið svo vel", "gjörið svo vel og", "gerðu svo vel",
              "gerðu svo vel og", "gerið svo vel", "gerið svo vel og"]
IS_DETERMINERS = ["þennan", "þessa", "þetta", "þessi", "þessum", "þessu",
                  "þessarar", "þessara", "þessir", "þessar", "allan", "alla",
                  "allt", "allar", "öll", "allir", "öllum", "hvern", "hverja",
                  "hvert", "sinn", "sína", "sitt", "minn", "mína", "mitt",
                  "þinn", "þína", "þitt"]
IS_PREPOSITIONS = ["á", "í", "af", "að", "frá", "til", "um", "við", "með",
                   "fyrir", "yfir", "undir", "úr", "eftir", "hjá", "án",
                   "gegnum", "milli", "inn", "út", "upp", "niður"]
IS_ABBREV = {"t.d.": "til dæmis", "td": "til dæmis",
             "o.s.frv.": "og svo framvegis", "osfrv": "og svo framvegis",
             "þ.e.": "það er", "þ.e.a.s.": "það er að segja",
             "m.a.": "meðal annars", "u.þ.b.": "um það bil",
             "o.fl.": "og fleira", "skv.": "samkvæmt", "skv": "samkvæmt",
             "kl.": "klukkan", "nr.": "númer", "nr": "númer",
             "ath.": "athugið", "ath": "athugið", "sbr.": "samanber",
             "frh.": "framhald", "s.s.": "svo sem",
             "jan": "janúar", "feb": "febrúar", "mar": "mars",
             "apr": "apríl", "ágú": "ágúst", "sept": "september",
             "okt": "október", "nóv": "nóvember", "des": "desember"}
IS_DOTTED = ["t.d.", "o.s.frv.", "þ.e.", "þ.e.a.s.", "m.a.", "u.þ.b.",
             "o.fl.", "skv.", "kl.", "nr.", "ath.", "sbr.", "frh.", "s.s.",
             "jan.", "feb.", "mar.", "apr.", "ágú.", "sept.", "okt.", "nóv.",
             "des.", "mín.", "sek.", "klst.", "ehf.", "hf."]
# Units after a number (CLDR: "one" for 1, 21, 31...; "other" else).
IS_UNITS = {"klst": "klukkustund|klukkustundir",
            "h": "klukkustund|klukkustundir", "mín": "mínúta|mínútur",
            "min": "mínúta|mínútur", "sek": "sekúnda|sekúndur",
            "s": "sekúnda|sekúndur", "d": "dagur|dagar",
            "mán": "mánuður|mánuðir"}
IS_ACRONYMS = ["HÍ", "HR", "RÚV", "VSK"]
IS_BRANDS = ["Arion", "Auðkenni", "Aur", "Íslandsbanki", "island.is",
             "Landsbankinn", "Nova", "Síminn", "Strætó", "Vodafone"]


# ---------------------------------------------------------------------------

def verb_words(verbs):
    """The first words of every verb form (a control noun that is one is left
    out of controlTypes)."""
    out = set()
    for v in verbs:
        for f in v["third"]:
            out.add(f.split()[0])
        for fs in v["wrong"].values():
            for f in fs:
                out.add(f.split()[0])
    return out


def build(lang, tool, verbs, note):
    return (build_et if lang == "et" else build_is)(tool, verbs, note)


def noun_forms(tool, noun):
    """Every form of a noun; "texta+reitur": the head's forms behind the
    first part."""
    if "+" in noun:
        first, head = noun.split("+")
        return [first + f for f in tool.noun_forms(head)]
    return tool.noun_forms(noun)


def control_forms(lang, tool, nouns, others, verbs, note, left_out=()):
    by_noun = OrderedDict()
    vw = verb_words(verbs)
    for n in nouns:
        fs = []
        for f in noun_forms(tool, n):
            f = low(f)
            if f in left_out:
                continue
            if f in vw or f in others:
                note(lang, "control form %r (%s) is another word: left out"
                     % (f, n))
                continue
            fs.append(f)
        by_noun[n.replace("+", "")] = fs
    return by_noun


def content_forms(tool, compounds):
    out = []
    for head, firsts in compounds.items():
        forms = [low(f) for f in noun_forms(tool, head)]
        for first in firsts:
            out += [first + f for f in forms]
    return out


def finish_words(lang, w):
    clash = set(w["controlTypes"]) & (set(w["states"]) | set(w["gestures"]))
    if clash:
        sys.exit("%s: words in two lists: %s" % (lang, sorted(clash)))
    missing = set(w["objectControlTypes"]) - set(w["controlTypes"])
    if missing:
        sys.exit("%s: objectControlTypes that are no control type: %s"
                 % (lang, sorted(missing)))
    return w


def thirds_of(verbs):
    return {t for v in verbs for t in v["third"]}


def build_et(tool, verbs, note):
    others = set(ET_STATES) | set(low(g) for g in ET_GESTURES) | {
        "välja", "väljas", "välju"}
    by_noun = control_forms("et", tool, ET_CONTROL_NOUNS, others, verbs, note,
                            ET_CONTROL_LEFT_OUT)
    control = [f for fs in by_noun.values() for f in fs] + ET_FIELD_FORMS
    objects = [f for n in ET_OBJECT_NOUNS for f in by_noun[n]]
    content = content_forms(tool, ET_CONTENT_COMPOUNDS) + ET_CONTENT
    for g in ET_GESTURES:
        for word in g.split():
            if not tool.analyses(word):
                note("et", "gesture word unknown to Vabamorf: %s" % word)
    bad = {low(k): v for k, v in ET_BAD_STARTS.items()}
    clash = set(bad) & thirds_of(verbs)
    if clash:
        sys.exit("et: hintBadStarts that are a 3rd person: %s" % sorted(clash))
    w = OrderedDict()
    w["$comment"] = (
        "Estonian. Generated by Scripts/lexicons/generate_et_is.py; see "
        "SOURCE.md. compounds: suffix (otsingunupp, tekstiväli): control "
        "nouns in every case form (Vabamorf); content compounds in "
        "contentPhrases (kutselink, peamenüü, kodunupp). 'pilt' (image) is "
        "left out: its compounds are content (profiilipilt). 'sees'/'väljas' "
        "are the on/off states; the particles 'sisse'/'välja' of 'lülita "
        "sisse/välja' are other words. No articles: countableNouns is empty.")
    w["abbreviations"] = {low(k): v for k, v in ET_ABBREV.items()}
    w["acronyms"] = sorted({a.upper() for a in ACRONYMS_COMMON + ET_ACRONYMS})
    w["brands"] = sorted(set(BRANDS_COMMON + ET_BRANDS), key=lambda x: (x.lower(), x))
    w["clauseOpeners"] = ["et", "mida", "mis"]
    w["conjunctions"] = ["ja", "või"]
    w["contentPhrases"] = sortu(content)
    w["controlTypes"] = sortu(control)
    w["countableNouns"] = []
    w["determiners"] = sortu(ET_DETERMINERS)
    w["dottedAbbreviations"] = sortu(ET_DOTTED)
    w["gestures"] = sortu(ET_GESTURES)
    w["hintBadStarts"] = OrderedDict(sorted(bad.items()))
    w["objectControlTypes"] = sortu(objects)
    w["prepositions"] = []
    # Hints show, they do not look: "Vaata kõiki" (see all) is "Näitab kõiki", not "Vaatab kõiki".
    w["preferredVerbs"] = {"nägema": "näitama", "vaatama": "näitama"}
    w["requestWords"] = sortu(ET_REQUEST)
    w["stateContentPhrases"] = sortu(ET_STATE_CONTENT)
    w["states"] = sortu(ET_STATES)
    w["unitAbbreviations"] = dict(sorted(ET_UNITS.items()))
    finish_words("et", w)
    p = OrderedDict()
    p["$comment"] = (
        "Estonian: verb first, 3rd person singular present (Kustutab "
        "sündmuse.); compounds are written as one word (otsingunupp), so "
        "control words are also found as the tail of a word; a control word "
        "after its genitive modifier (Otsingu nupp) is not cut out, as the "
        "genitive cannot stand alone (controlTypeSuggestion none). Labels use "
        "the imperative (Kustuta), so a label rewrite takes the imperative. A "
        "clause after 'et' or 'mis' may end with its verb (Puuduta, et "
        "sündmused kustutada): verbFinalClauses. The "
        "imperative and the da-infinitive take a nominative object where "
        "the 3rd person takes the genitive (Vali kuupäev / Valib kuupäeva): "
        "their rewrite is advice (objectCaseChanges). See SOURCE.md.")
    p["language"] = "et"
    p["hasCase"] = True
    p["fullStops"] = ["."]
    p["ellipses"] = ["…", "..."]
    p["hintVerbPosition"] = "first"
    p["compounds"] = "suffix"
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = HINT_MAX_WORDS["et"]
    p["labelVerbForm"] = "imperative"
    # A control word after its modifier ("Otsingu nupp", "PIN-koodi väli")
    # leaves a genitive that cannot stand alone: no rewrite, the finding
    # stays.
    p["controlTypeSuggestion"] = "none"
    p["verbFinalClauses"] = True
    p["objectCaseChanges"] = ["imperative", "polite-imperative", "infinitive",
                              "request"]
    p["objectCaseMarkers"] = ["kõik", "kõiki"]
    return w, p


def build_is(tool, verbs, note):
    gestures = list(IS_GESTURES)
    for verb, with_inf in IS_GESTURE_VERBS.items():
        kinds = ["imperative", "polite-imperative"] + (["infinitive"] if with_inf else [])
        gestures += tool.verb_forms(verb, kinds)
    others = set(IS_STATES) | {low(g) for g in gestures}
    by_noun = control_forms("is", tool, IS_CONTROL_NOUNS, others, verbs, note)
    control = [f for fs in by_noun.values() for f in fs]
    objects = [f for n in IS_OBJECT_NOUNS for f in by_noun[n]]
    content = content_forms(tool, IS_CONTENT_COMPOUNDS) + IS_CONTENT
    bad = {low(k): v for k, v in IS_BAD_STARTS.items()}
    clash = set(bad) & thirds_of(verbs)
    if clash:
        sys.exit("is: hintBadStarts that are a 3rd person: %s" % sorted(clash))
    w = OrderedDict()
    w["$comment"] = (
        "Icelandic. Generated by Scripts/lexicons/generate_et_is.py; see "
        "SOURCE.md. compounds: suffix (leitarhnappur, textareitur): control "
        "nouns in every form of their BÍN paradigm; content compounds in "
        "contentPhrases (heimahnappur, boðstengill, aðalvalmynd). 'mynd' "
        "(image) and 'tákn' (symbol, character) are left out. No indefinite "
        "article and a suffixed definite one: countableNouns is empty.")
    w["abbreviations"] = {low(k): v for k, v in IS_ABBREV.items()}
    w["acronyms"] = sorted({a.upper() for a in ACRONYMS_COMMON + IS_ACRONYMS})
    w["brands"] = sorted(set(BRANDS_COMMON + IS_BRANDS), key=lambda x: (x.lower(), x))
    w["conjunctions"] = ["og", "eða"]
    w["contentPhrases"] = sortu(content)
    w["controlTypes"] = sortu(control)
    w["countableNouns"] = []
    w["determiners"] = sortu(IS_DETERMINERS)
    w["dottedAbbreviations"] = sortu(IS_DOTTED)
    w["gestures"] = sortu(gestures)
    w["hintBadStarts"] = OrderedDict(sorted(bad.items()))
    w["objectControlTypes"] = sortu(objects)
    w["prepositions"] = sortu(IS_PREPOSITIONS)
    w["preferredVerbs"] = {"sjá": "sýna"}
    w["requestWords"] = sortu(IS_REQUEST)
    w["stateContentPhrases"] = sortu(IS_STATE_CONTENT)
    w["states"] = sortu(IS_STATES)
    w["unitAbbreviations"] = dict(sorted(IS_UNITS.items()))
    finish_words("is", w)
    p = OrderedDict()
    p["$comment"] = (
        "Icelandic: verb first, 3rd person singular present (Eyðir "
        "viðburðinum.); compounds are written as one word (leitarhnappur), "
        "so control words are also found as the tail of a word. Labels use "
        "the infinitive (Eyða, Vista, Hætta við), so a label rewrite takes "
        "the infinitive. A verb governs the same case in every form: no "
        "object case changes. See SOURCE.md.")
    p["language"] = "is"
    p["hasCase"] = True
    p["fullStops"] = ["."]
    p["ellipses"] = ["…", "..."]
    p["hintVerbPosition"] = "first"
    p["compounds"] = "suffix"
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = HINT_MAX_WORDS["is"]
    p["labelVerbForm"] = "infinitive"
    return w, p


# hintMaxWords: 15 words of English, scaled by the language's word count
# against English in real catalogs (see SOURCE.md).
HINT_MAX_WORDS = {"et": 13, "is": 15}
