"""Hand word tables for the Bulgarian and Slovenian lexicons.

Read by generate_bg_sl.py, which checks the inflected forms against the
Hunspell word lists (hunspell-bg, hunspell-sl), lower-cases, sorts and
writes them to Lexicons/{bg,sl}/words.json. Edit here, then run the
generator; never edit the JSON by hand.
"""


def _bg_noun(sg, sg_def, pl, pl_def, extra=()):
    """A Bulgarian noun: singular, its definite form(s), plural, its
    definite form (and a count form or a diminutive in extra)."""
    forms = [sg] + (list(sg_def) if isinstance(sg_def, (list, tuple))
                    else [sg_def]) + [pl, pl_def] + list(extra)
    return forms


def _bg_tail(forms, tail):
    return ["%s %s" % (f, tail) for f in forms]


def _bg_adj_noun(adj, noun):
    """Bulgarian adjective + noun: the indefinite and definite singular
    and plural ("падащ списък", "падащия списък", "падащият списък",
    "падащи списъци", "падащите списъци"). adj and noun are lists of the
    same length, in that order of forms."""
    return ["%s %s" % (a, n) for a, n in zip(adj, noun)]


def _sl_adj_noun(adj_stem, noun_forms, gender):
    """A Slovenian adjective + noun in every case and number: noun_forms
    are the noun's forms in the order nom, gen, dat, acc, loc, ins (sg),
    nom/acc, gen, dat/ins (dual), nom, gen, acc, loc, ins (pl)."""
    if gender == "m":
        adj = ["i", "ega", "emu", "i", "em", "im", "a", "ih", "ima",
               "i", "ih", "e", "ih", "imi"]
    elif gender == "f":
        adj = ["a", "e", "i", "o", "i", "o", "i", "ih", "ima",
               "e", "ih", "e", "ih", "imi"]
    else:
        adj = ["o", "ega", "emu", "o", "em", "im", "i", "ih", "ima",
               "a", "ih", "a", "ih", "imi"]
    out = []
    for a, n in zip(adj, noun_forms):
        p = "%s%s %s" % (adj_stem, a, n)
        if p not in out:
            out.append(p)
    return out


def _sl_tail(forms, tail):
    return ["%s %s" % (f, tail) for f in forms]


# Slovenian nouns, in the order nom, gen, dat, acc, loc, ins (sg),
# nom/acc, gen, dat/ins (dual), nom, gen, acc, loc, ins (pl).
_SL_POLJE = ["polje", "polja", "polju", "polje", "polju", "poljem",
             "polji", "polj", "poljema", "polja", "polj", "polja",
             "poljih", "polji"]
_SL_MENI = ["meni", "menija", "meniju", "meni", "meniju", "menijem",
            "menija", "menijev", "menijema", "meniji", "menijev", "menije",
            "menijih", "meniji"]
_SL_SEZNAM = ["seznam", "seznama", "seznamu", "seznam", "seznamu",
              "seznamom", "seznama", "seznamov", "seznamoma", "seznami",
              "seznamov", "sezname", "seznamih", "seznami"]
_SL_OKNO = ["okno", "okna", "oknu", "okno", "oknu", "oknom", "okni",
            "oken", "oknoma", "okna", "oken", "okna", "oknih", "okni"]
_SL_VRSTICA = ["vrstica", "vrstice", "vrstici", "vrstico", "vrstici",
               "vrstico", "vrstici", "vrstic", "vrsticama", "vrstice",
               "vrstic", "vrstice", "vrsticah", "vrsticami"]
_SL_GUMB = ["gumb", "gumba", "gumbu", "gumb", "gumbu", "gumbom", "gumba",
            "gumbov", "gumboma", "gumbi", "gumbov", "gumbe", "gumbih",
            "gumbi"]
_SL_POVEZAVA = ["povezava", "povezave", "povezavi", "povezavo", "povezavi",
                "povezavo", "povezavi", "povezav", "povezavama",
                "povezave", "povezav", "povezave", "povezavah",
                "povezavami"]
_SL_SLIKA = ["slika", "slike", "sliki", "sliko", "sliki", "sliko", "sliki",
             "slik", "slikama", "slike", "slik", "slike", "slikah",
             "slikami"]
_SL_IKONA = ["ikona", "ikone", "ikoni", "ikono", "ikoni", "ikono", "ikoni",
             "ikon", "ikonama", "ikone", "ikon", "ikone", "ikonah",
             "ikonami"]
_SL_ZAVIHEK = ["zavihek", "zavihka", "zavihku", "zavihek", "zavihku",
               "zavihkom", "zavihka", "zavihkov", "zavihkoma", "zavihki",
               "zavihkov", "zavihke", "zavihkih", "zavihki"]
_SL_TIPKA = ["tipka", "tipke", "tipki", "tipko", "tipki", "tipko",
             "tipki", "tipk", "tipkama", "tipke", "tipk", "tipke",
             "tipkah", "tipkami"]

_BG_VRAZKA = ["връзка", "връзката", "връзки", "връзките"]
_BG_IZOBRAZHENIE = ["изображение", "изображението", "изображения",
                    "изображенията"]
_BG_IKONA = ["икона", "иконата", "икони", "иконите"]
_BG_MENU = ["меню", "менюто", "менюта", "менютата"]
_BG_RAZDEL = ["раздел", "раздела", "разделът", "раздели", "разделите"]
_BG_BUTON = ["бутон", "бутона", "бутонът", "бутони", "бутоните"]

CONTROL_FORMS = {
    "bg": {
        "бутон": _BG_BUTON + ["бутонче", "бутончето", "бутончета",
                              "бутончетата"],
        "връзка": _BG_VRAZKA,
        "хипервръзка": ["хипервръзка", "хипервръзката", "хипервръзки",
                        "хипервръзките"],
        "линк": ["линк", "линка", "линкът", "линкове", "линковете"],
        "изображение": _BG_IZOBRAZHENIE,
        "картинка": ["картинка", "картинката", "картинки", "картинките"],
        "икона": _BG_IKONA,
        "иконка": ["иконка", "иконката", "иконки", "иконките"],
        "раздел": _BG_RAZDEL,
        "таб": ["таб", "таба", "табът", "табове", "табовете"],
        "превключвател": ["превключвател", "превключвателя",
                          "превключвателят", "превключватели",
                          "превключвателите"],
        "плъзгач": ["плъзгач", "плъзгача", "плъзгачът", "плъзгачи",
                    "плъзгачите"],
        "меню": _BG_MENU,
        "чекбокс": ["чекбокс", "чекбокса", "чекбоксът", "чекбоксове",
                    "чекбоксовете"],
    },
    "sl": {
        "gumb": _SL_GUMB,
        "tipka": _SL_TIPKA,
        "povezava": _SL_POVEZAVA,
        "hiperpovezava": ["hiper" + f for f in _SL_POVEZAVA],
        "slika": _SL_SLIKA,
        "ikona": _SL_IKONA,
        "zavihek": _SL_ZAVIHEK,
        "stikalo": ["stikalo", "stikala", "stikalu", "stikalom", "stikali",
                    "stikal", "stikaloma", "stikalih"],
        "drsnik": ["drsnik", "drsnika", "drsniku", "drsnikom", "drsniki",
                   "drsnikov", "drsnike", "drsnikih", "drsnikoma"],
        "meni": _SL_MENI,
    },
}

OBJECT_NOUNS = {
    "bg": ["връзка", "хипервръзка", "линк", "изображение", "картинка",
           "икона", "иконка", "раздел", "таб", "меню"],
    "sl": ["povezava", "hiperpovezava", "slika", "ikona", "zavihek",
           "meni"],
}


CONTROL_FORMS_BG = CONTROL_FORMS["bg"]
CONTROL_FORMS_SL = CONTROL_FORMS["sl"]
OBJECT_NOUNS_BG = OBJECT_NOUNS["bg"]
OBJECT_NOUNS_SL = OBJECT_NOUNS["sl"]


def verbal_noun_candidates(lang, lemma):
    """Candidate verbal nouns of a verb (the generator keeps those the
    word list has): bg изтривам -> изтриване, пиша -> писане, чета ->
    четене; sl brisati -> brisanje, deliti -> deljenje, shraniti ->
    shranitev."""
    if lang == "bg":
        if lemma.endswith("м"):
            return [lemma[:-1] + "не"]
        t = lemma[:-1]
        return [t + "ене", t + "ане"]
    s = lemma[:-2] if lemma.endswith("ti") else lemma
    out = [s + "tev"]
    if s.endswith("i"):
        out += [s[:-1] + "jenje", s[:-1] + "enje"]
    else:
        out.append(s + "nje")
        for a, b in (("st", "šč"), ("s", "š"), ("z", "ž"), ("t", "č"),
                     ("d", "j")):
            if s[:-1].endswith(a):
                out.append(s[:-1 - len(a)] + b + "enje")
                break
    return out


WORDS = {
    "bg": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_bg_sl.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns are listed with their definite and plural "
            "forms (бутон, бутона, бутонът, бутони, бутоните), phrases "
            "likewise. countableNouns is empty on purpose: Bulgarian's "
            "article is a suffix, not a word. 'връзка' is as often a "
            "connection ('Няма връзка') or the object of an action "
            "('Копиране на връзката'): see contentPhrases and "
            "objectControlTypes. 'избрани' is not a state: it names "
            "Favourites or Featured. nouns are the verbal nouns of the "
            "verbs ('Изтриване на събитието.' names an action). "
            "unitAbbreviations give the form by CLDR plural category "
            "(1 минута, 5 минути; 2 часа, the count form). "
            "controlTypeSuggestion is 'trailing': without its head noun, "
            "'Бутон за споделяне' leaves a bare 'за'-phrase."),
        "controlTypesExtra": (
            _bg_adj_noun(["текстово", "текстовото", "текстови",
                          "текстовите"],
                         ["поле", "поле", "полета", "полета"])
            + _bg_tail(["поле", "полето", "полета", "полетата"],
                       "за търсене")
            + _bg_tail(["поле", "полето", "полета", "полетата"],
                       "за въвеждане")
            + _bg_tail(["поле", "полето", "полета", "полетата"],
                       "за текст")
            + _bg_tail(["лента", "лентата", "ленти", "лентите"],
                       "за търсене")
            + _bg_tail(["квадратче", "квадратчето", "квадратчета",
                        "квадратчетата"], "за отметка")
            + _bg_tail(["поле", "полето", "полета", "полетата"],
                       "за отметка")
            + _bg_adj_noun(["падащо", "падащото", "падащи", "падащите"],
                           ["меню", "меню", "менюта", "менюта"])
            + _bg_adj_noun(["падащ", "падащия", "падащият", "падащи",
                            "падащите"],
                           ["списък", "списък", "списък", "списъци",
                            "списъци"])
            + _bg_adj_noun(["изскачащ", "изскачащия", "изскачащият",
                            "изскачащи", "изскачащите"],
                           ["прозорец", "прозорец", "прозорец",
                            "прозорци", "прозорци"])
            + _bg_adj_noun(["изскачащо", "изскачащото", "изскачащи",
                            "изскачащите"],
                           ["меню", "меню", "менюта", "менюта"])
            + ["радио " + f for f in _BG_BUTON]
        ),
        "contentPhrases": (
            # "връзка" as a connection or a contact
            ["няма връзка", "без връзка", "връзка с", "връзката с",
             "връзка със", "връзката със", "връзки с", "връзките с",
             "за връзка", "интернет връзка", "интернет връзката",
             "мрежова връзка", "мрежовата връзка", "мобилна връзка",
             "мобилната връзка", "сигурна връзка", "сигурната връзка",
             "защитена връзка", "защитената връзка", "загуба на връзка",
             "връзката е прекъсната", "връзка за покана",
             "връзката за покана", "връзка за споделяне",
             "връзката за споделяне", "връзка за изтегляне",
             "връзката за изтегляне", "връзка към профила",
             "връзката към профила"]
            # the object of a verbal noun: "Копиране на връзката",
            # "Промяна на иконата", "Затваряне на раздела"
            + ["на " + f for f in _BG_VRAZKA + _BG_IZOBRAZHENIE
               + _BG_IKONA + _BG_MENU
               + ["линка", "линк", "линкове", "линковете", "раздела",
                  "раздел", "разделите", "картинката", "картинка",
                  "картинки", "картинките"]]
            # after a preposition or a demonstrative the word is content:
            # "Споделено чрез връзка", "Отваряне в нов раздел", "тази
            # връзка"
            + ["%s %s" % (p, f) for p in ("чрез", "по", "с", "със", "от",
                                          "в", "във", "към", "за")
               for n in OBJECT_NOUNS_BG for f in CONTROL_FORMS_BG[n]]
            + ["%s %s" % (d, f) for d in ("този", "тази", "това", "тези")
               for n in OBJECT_NOUNS_BG for f in CONTROL_FORMS_BG[n][:1]
               + CONTROL_FORMS_BG[n][-2:-1]]
            + ["икона на приложението", "иконата на приложението",
               "иконата на приложение", "икони на приложения",
               "изображение на профила", "изображението на профила",
               "профилно изображение", "профилното изображение",
               "изображение в изображението", "картина в картината",
               "главно меню", "главното меню", "контекстно меню",
               "контекстното меню", "странично меню", "страничното меню",
               "меню с настройки", "нов раздел", "новия раздел",
               "новият раздел", "нови раздели", "частен раздел",
               "частния раздел", "поверителен раздел",
               "поверителния раздел", "отворени раздели",
               "отворените раздели", "всички раздели",
               "бутон за захранване", "бутона за захранване",
               "бутонът за захранване", "бутон за сила на звука",
               "бутоните за сила на звука", "бутон за начало",
               "бутона за начало"]
        ),
        "states": [
            "избрано", "избран", "избрана", "неизбрано", "не е избрано",
            "не е избран", "не е избрана", "включено", "включен",
            "включена", "включени", "изключено", "изключен", "изключена",
            "изключени", "вкл", "изкл", "отметнато", "отметнат",
            "отметната", "неотметнато", "маркирано", "маркиран",
            "маркирана", "немаркирано", "недостъпно", "недостъпен",
            "недостъпна", "деактивирано", "деактивиран", "деактивирана",
        ],
        "stateContentPhrases": [
            "включено в", "включен в", "включена в", "включени в",
            "включено в цената", "включен ли", "изключено от",
            "изключен от", "избран текст", "избрания текст",
            "избран файл", "избрания файл",
        ],
        "gestures": [
            "докоснете", "докосни", "докосване", "докосването",
            "докоснете два пъти", "докоснете двукратно",
            "двукратно докоснете", "два пъти докоснете",
            "докосни два пъти", "докосни двукратно",
            "двукратно докосване", "двукратното докосване",
            "двойно докосване", "двойното докосване", "двойно докоснете",
            "натиснете", "натисни", "натискане", "натискането",
            "натиснете два пъти", "натиснете двукратно",
            "натиснете и задръжте", "натисни и задръж",
            "докоснете и задръжте", "докосни и задръж",
            "докоснете два пъти и задръжте",
            "докоснете двукратно и задръжте", "задръжте", "задръж",
            "задържане", "продължително натискане",
            "продължителното натискане", "продължително натиснете",
            "продължително докосване", "продължително докоснете",
            "дълго натискане", "дълго натиснете", "дълго докосване",
            "плъзнете", "плъзни", "плъзгане", "плъзгането",
            "плъзнете нагоре", "плъзнете надолу", "плъзнете наляво",
            "плъзнете надясно", "плъзнете нагоре или надолу",
            "плъзнете наляво или надясно", "плъзнете с пръст",
            "плъзнете с пръст нагоре", "плъзнете с пръст надолу",
            "плъзнете с пръст наляво", "плъзнете с пръст надясно",
            "плъзнете с пръст нагоре или надолу",
            "плъзнете с пръст наляво или надясно",
            "прекарайте пръст", "прекарайте пръста",
            "прекарайте пръст нагоре", "прекарайте пръст надолу",
            "прекарайте пръст наляво", "прекарайте пръст надясно",
            "щракнете", "щракни", "щракване", "щракнете два пъти",
            "двойно щракване", "кликнете", "кликни", "кликване",
            "кликнете два пъти", "двоен клик", "тапнете", "тапни",
            "свайпнете", "свайп", "раздалечете пръсти",
            "съберете пръсти",
        ],
        "hintBadStarts": {
            "за": "infinitive", "да": "infinitive", "ще": "future",
            "вие": "second-person", "ти": "second-person",
            "можете": "second-person", "може": "modal",
            "трябва": "modal", "нека": "modal", "аз": "first-person",
            "ние": "first-person", "моля": "request",
            "ако": "condition", "когато": "condition",
        },
        "acronyms": [
            "AI", "API", "AR", "BIC", "CSV", "DNS", "DVD", "FAQ", "GIF",
            "GPS", "GSM", "HD", "HDR", "HEIC", "HTML", "IBAN", "ID", "IP",
            "JPEG", "JPG", "LTE", "MMS", "MP3", "MP4", "NFC", "OK", "PDF",
            "PIN", "PNG", "PUK", "QR", "SIM", "SMS", "TV", "UHD", "URL",
            "USB", "VPN", "VR", "ZIP",
            "АД", "БДЖ", "БНБ", "БНТ", "ДДС", "ЕГН", "ЕИК", "ЕООД", "ЕС",
            "ЛНЧ", "МВР", "НАП", "НЗОК", "НОИ", "ООД", "ПИН", "ПК", "САЩ",
            "СМС", "ТВ", "ЧЗВ",
        ],
        # Read the same wherever they stand; units after a number are in
        # unitAbbreviations. Dotted keys carry their last period.
        "abbreviations": {
            "напр": "например", "стр": "страница", "тел": "телефон",
            "ул": "улица", "бул": "булевард", "хил": "хиляди",
            "млн": "милиона", "млрд": "милиарда", "ян": "януари",
            "фев": "февруари", "апр": "април", "авг": "август",
            "сеп": "септември", "септ": "септември", "окт": "октомври",
            "дек": "декември",
            "т.е.": "тоест", "т. е.": "тоест",
            "т.н.": "така нататък", "т. н.": "така нататък",
            "т.нар.": "така нареченият", "т. нар.": "така нареченият",
        },
        # By CLDR category (Bulgarian: one, other); a masculine noun takes
        # its count form after a number (2 часа, 5 месеца).
        "unitAbbreviations": {
            "ч": "one:час|other:часа",
            "мин": "one:минута|other:минути",
            "сек": "one:секунда|other:секунди",
            "с": "one:секунда|other:секунди",
            "дн": "one:ден|other:дни",
            "седм": "one:седмица|other:седмици",
            "мес": "one:месец|other:месеца",
            "хил": "one:хиляда|other:хиляди",
            "млн": "one:милион|other:милиона",
            "млрд": "one:милиард|other:милиарда",
            "лв": "one:лев|other:лева",
            "ст": "one:стотинка|other:стотинки",
        },
        "dottedAbbreviations": [
            "авг.", "апр.", "бр.", "бул.", "вкл.", "вт.", "г.", "гр.",
            "дек.", "др.", "изкл.", "кв.", "лв.", "макс.", "мин.", "млн.",
            "млрд.", "напр.", "нед.", "ное.", "обл.", "окт.", "пет.",
            "пон.", "проф.", "сек.", "сеп.", "септ.", "ср.", "ст.",
            "стр.", "съб.", "т.е.", "т.н.", "т.нар.", "тел.", "ул.",
            "фев.", "хил.", "ч.", "четв.", "ян.",
        ],
        "countableNouns": [],
        "determiners": """
            този тази това тези
            ваш ваша ваше ваши вашия вашият вашата вашето вашите
            свой своя своят своята своето свои своите
            мой моя моят моята моето мои моите
            твой твоя твоят твоята твоето твои твоите
            всички всеки всяка всяко целия целият цялата цялото целите
        """.split(),
        "requestWords": ["моля", "молим"],
        "conjunctions": ["и", "или", "а"],
        "preferredVerbs": {"виждам": "показвам", "видя": "показвам",
                           "гледам": "показвам", "погледна": "показвам"},
    },
    "sl": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_bg_sl.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns and phrases are listed in every case and "
            "number (singular, dual, plural). countableNouns is empty on "
            "purpose: Slovenian has no articles. 'povezava' is as often a "
            "connection ('Ni povezave') or the object of a verb ('Kopira "
            "povezavo.'): see contentPhrases and objectControlTypes. nouns "
            "are the verbal nouns of the verbs ('Brisanje dogodka.', "
            "'Namestitev aplikacije.' name an action). unitAbbreviations "
            "give the form by CLDR plural category (1 minuta, 2 minuti, "
            "3 minute, 5 minut). controlTypeSuggestion is 'trailing': "
            "without its head noun, 'Gumb za predvajanje' leaves a bare "
            "'za'-phrase."),
        "controlTypesExtra": (
            _sl_adj_noun("potrditven", _SL_POLJE, "n")
            + _sl_adj_noun("besediln", _SL_POLJE, "n")
            + _sl_adj_noun("iskaln", _SL_POLJE, "n")
            + _sl_adj_noun("vnosn", _SL_POLJE, "n")
            + _sl_tail(_SL_POLJE, "za iskanje")
            + _sl_tail(_SL_POLJE, "za vnos")
            + _sl_adj_noun("iskaln", _SL_VRSTICA, "f")
            + _sl_adj_noun("pojavn", _SL_OKNO, "n")
            + _sl_adj_noun("spustn", _SL_MENI, "m")
            + _sl_adj_noun("spustn", _SL_SEZNAM, "m")
            + _sl_adj_noun("izbirn", _SL_GUMB, "m")
        ),
        "contentPhrases": (
            # "povezava" as a connection
            ["ni povezave", "brez povezave", "povezava z", "povezavo z",
             "povezave z", "povezava s", "povezavo s", "povezave s",
             "povezavi z", "povezavi s"]
            + _sl_adj_noun("internetn", _SL_POVEZAVA, "f")
            + _sl_adj_noun("omrežn", _SL_POVEZAVA, "f")
            + _sl_adj_noun("mobiln", _SL_POVEZAVA, "f")
            + _sl_adj_noun("varn", _SL_POVEZAVA, "f")
            + ["prekinitev povezave", "vzpostavljanje povezave",
               "izguba povezave", "povezava je prekinjena",
               "povezava za povabilo", "povezavo za povabilo",
               "povezava za skupno rabo", "povezavo za skupno rabo",
               "kopiranje povezave", "deljenje povezave",
               "odpiranje povezave", "skupna raba povezave"]
            + _sl_tail(_SL_SLIKA[:6], "profila")
            + _sl_adj_noun("profiln", _SL_SLIKA, "f")
            + _sl_adj_noun("naslovn", _SL_SLIKA, "f")
            + ["slika v sliki", "sliko v sliki", "slike v sliki",
               "velikost slike", "kakovost slike", "slika ozadja",
               "sliko ozadja", "ikona aplikacije", "ikono aplikacije",
               "ikone aplikacij", "ikona programa", "ikono programa",
               "nov zavihek", "novi zavihek", "novem zavihku",
               "novega zavihka", "zasebni zavihek", "zasebnem zavihku",
               "odprti zavihki", "vsi zavihki", "vse zavihke",
               "tipka za vklop", "tipko za vklop", "tipke za glasnost",
               "tipka za glasnost", "gumb za vklop", "gumba za vklop"]
            # after a preposition or a demonstrative the word is content:
            # "Deljeno prek povezave", "Odpri v novem zavihku", "te
            # povezave"
            + ["%s %s" % (p, f) for p in ("z", "s", "v", "na", "do", "iz",
                                          "za", "po", "od", "pri", "prek",
                                          "preko", "k", "h", "brez")
               for n in OBJECT_NOUNS_SL for f in CONTROL_FORMS_SL[n]]
            + ["%s %s" % (d, f) for d in ("ta", "te", "tej", "to", "tega",
                                          "temu", "tem", "ti", "teh",
                                          "tema", "temi")
               for n in OBJECT_NOUNS_SL for f in CONTROL_FORMS_SL[n]]
            + _sl_adj_noun("glavn", _SL_MENI, "m")
            + _sl_adj_noun("kontekstn", _SL_MENI, "m")
            + _sl_adj_noun("stransk", _SL_MENI, "m")
        ),
        "states": [
            "izbrano", "izbran", "izbrana", "ni izbrano", "ni izbran",
            "ni izbrana", "neizbrano", "vklopljeno", "vklopljen",
            "vklopljena", "vklopljeni", "vklopljene", "izklopljeno",
            "izklopljen", "izklopljena", "izklopljeni", "izklopljene",
            "vklj", "izkl", "označeno", "označen", "označena",
            "ni označeno", "neoznačeno", "omogočeno", "omogočen",
            "omogočena", "onemogočeno", "onemogočen", "onemogočena",
        ],
        "stateContentPhrases": [
            "izbrani elementi", "izbrane elemente", "izbrane fotografije",
            "izbrane slike", "izbrane datoteke", "izbrana sporočila",
            "izbrano besedilo", "izbrani stiki", "izbrane stike",
            "omogočeno za", "onemogočeno za",
        ],
        "gestures": [
            "tapnite", "tapni", "tap", "tapom", "tapnitev",
            "dvakrat tapnite", "dvakrat tapni", "tapnite dvakrat",
            "tapni dvakrat", "dvojni tap", "dvojnim tapom",
            "dotaknite se", "dotakni se", "dvakrat se dotaknite",
            "dvakrat se dotakni", "dotaknite se dvakrat", "dotik",
            "dotikom", "dvojni dotik", "dvojnim dotikom", "pritisnite",
            "pritisni", "pritisk", "pritiskom", "dvakrat pritisnite",
            "pritisnite in pridržite", "pritisni in pridrži",
            "tapnite in pridržite", "tapni in pridrži",
            "dotaknite se in pridržite", "dvakrat tapnite in pridržite",
            "pridržite", "pridrži", "držite", "tapnite in držite",
            "dvakrat tapnite in držite", "pritisnite in držite",
            "dotaknite se in držite", "tapnite nato držite",
            "dvakrat tapnite nato držite",
            "dolg pritisk", "dolgim pritiskom",
            "dolgo pritisnite", "dolgo pritisni", "povlecite",
            "povleci", "povlecite navzgor", "povlecite navzdol",
            "povlecite levo", "povlecite desno", "povlecite v levo",
            "povlecite v desno", "povlecite navzgor ali navzdol",
            "povlecite levo ali desno", "povlecite s prstom",
            "s prstom povlecite", "podrsajte", "podrsaj",
            "podrsajte navzgor", "podrsajte navzdol", "podrsajte levo",
            "podrsajte desno", "podrsajte v levo", "podrsajte v desno",
            "podrsajte navzgor ali navzdol", "podrsajte levo ali desno",
            "podrsajte s prstom", "s prstom podrsajte", "kliknite",
            "klikni", "klik", "klikom", "dvakrat kliknite",
            "dvakrat klikni", "dvojni klik", "razmaknite prsta",
            "razmaknite prste", "stisnite prsta", "stisnite prste",
        ],
        "hintBadStarts": {
            "da": "infinitive", "vi": "second-person",
            "ti": "second-person", "morate": "second-person",
            "moraš": "second-person", "lahko": "modal",
            "jaz": "first-person", "mi": "first-person",
            "prosimo": "request", "prosim": "request",
            "če": "condition", "ko": "condition", "bo": "future",
            "boste": "future", "bodo": "future",
        },
        "acronyms": [
            "AI", "API", "AR", "CSV", "DNS", "DVD", "FAQ", "GIF", "GPS",
            "HD", "HDR", "HEIC", "HTML", "IBAN", "ID", "IP", "JPEG", "JPG",
            "LTE", "MMS", "MP3", "MP4", "NFC", "OK", "PDF", "PIN", "PNG",
            "PUK", "QR", "SIM", "SMS", "TV", "UHD", "URL", "USB", "VPN",
            "VR", "ZIP", "DDV", "EMŠO", "EU", "NLB", "RS", "ZZZS", "ZDA",
        ],
        "abbreviations": {
            "npr": "na primer", "tj": "to je", "itd": "in tako dalje",
            "ipd": "in podobno", "oz": "oziroma", "str": "stran",
            "tel": "telefon", "ul": "ulica", "št": "številka",
            "prim": "primerjaj", "tis": "tisoč", "mio": "milijonov",
            "mrd": "milijard", "feb": "februar", "apr": "april",
            "avg": "avgust", "sep": "september", "okt": "oktober",
            "dec": "december",
            "t.i.": "tako imenovani", "t. i.": "tako imenovani",
        },
        # By CLDR category (Slovenian: one, two, few, other): 1 minuta,
        # 2 minuti, 3 minute, 5 minut; 101 minuta.
        "unitAbbreviations": {
            "h": "one:ura|two:uri|few:ure|other:ur",
            "min": "one:minuta|two:minuti|few:minute|other:minut",
            "s": "one:sekunda|two:sekundi|few:sekunde|other:sekund",
            "sek": "one:sekunda|two:sekundi|few:sekunde|other:sekund",
            "mes": "one:mesec|two:meseca|few:meseci|other:mesecev",
            "tis": "one:tisoč|two:tisoč|few:tisoč|other:tisoč",
            "mio": "one:milijon|two:milijona|few:milijoni|other:milijonov",
            "mrd": "one:milijarda|two:milijardi|few:milijarde|"
                   "other:milijard",
        },
        "dottedAbbreviations": [
            "apr.", "avg.", "čet.", "d.d.", "d.o.o.", "dec.", "dr.",
            "feb.", "ipd.", "itd.", "jan.", "jul.", "jun.", "mag.",
            "maks.", "mar.", "min.", "mio.", "mrd.", "ned.", "nov.",
            "npr.", "okt.", "oz.", "pet.", "pon.", "pribl.", "prim.",
            "prof.", "s.p.", "sek.", "sep.", "sob.", "sre.", "str.",
            "št.", "t.i.", "tel.", "tis.", "tj.", "tor.", "ul.",
        ],
        "countableNouns": [],
        "determiners": """
            ta tega tej temu tem to
            vaš vaša vaše vašega vašemu vašem vašim vašo vaši vaših vašima
            vašimi
            svoj svoja svoje svojega svojemu svojem svojim svojo svoji
            svojih svojima svojimi
            moj moja moje mojega mojemu mojem mojim mojo moji mojih
            mojima mojimi
            tvoj tvoja tvoje tvojega tvojemu tvojem tvojim tvojo tvoji
            tvojih tvojima tvojimi
            ves vsa vse vsega vsemu vsem vso vsi vseh vsemi
        """.split(),
        "requestWords": ["prosimo", "prosim"],
        "conjunctions": ["in", "ali", "ter"],
        "preferredVerbs": {"videti": "prikazati", "gledati": "prikazati",
                           "pogledati": "prikazati"},
    },
}

BRANDS_COMMON = [
    "AirDrop", "AirPlay", "AirPods", "AirTag", "Android", "App Store",
    "Apple", "Apple Music", "Apple Pay", "Apple TV", "Apple Watch",
    "Bluetooth", "CarPlay", "ChatGPT", "Dropbox", "eBay", "Face ID",
    "Facebook", "FaceTime", "GitHub", "Gmail", "Google", "Google Maps",
    "HealthKit", "HomeKit", "iCloud", "iMac", "iMessage", "Instagram",
    "iOS", "iPad", "iPadOS", "iPhone", "iPod", "LinkedIn", "Mac",
    "MacBook", "macOS", "Mastodon", "Messenger", "Microsoft", "Netflix",
    "OneDrive", "Outlook", "PayPal", "Safari", "Signal", "Siri", "Slack",
    "Spotify", "Telegram", "TikTok", "Touch ID", "tvOS", "visionOS",
    "watchOS", "WhatsApp", "YouTube",
]
BRANDS_LOCAL = {
    "bg": ["A1", "bTV", "eMAG", "OLX", "Viber", "Vivacom", "Yettel",
           "Булбанк", "ДСК", "Еконт", "Спиди"],
    "sl": ["A1", "Bolha", "eUprava", "Mercator", "NLB", "Petrol",
           "Telekom Slovenije", "Telemach", "Viber"],
}

PROFILES = {
    # Bulgarian and Slovenian labels use the imperative ("Изтрий",
    # "Сподели"; "Izbriši", "Deli"): a label rewritten from "Докоснете, за
    # да отворите" / "Tapnite, da odprete" takes that form.
    "bg": {"labelVerbForm": "imperative"},
    "sl": {"labelVerbForm": "imperative"},
}
