#!/usr/bin/env python3
"""Writes a large String Catalog for benchmarks: KEYS keys x 12 locales
(default 50,000 keys, about 105 MB), labels, hints and plain strings, with
plural variations and some deliberate mistakes. Deterministic.

usage: python3 Scripts/make-bench-catalog.py OUT.xcstrings [KEYS]
"""
import json
import random
import sys

LOCALES = ["en", "fr", "de", "es", "it", "pt-BR", "nl", "ja", "zh-Hans", "ko", "ru", "ar"]
WORDS = {
    "en": ["Deletes the event.", "Delete", "Opens the settings for this account", "Play button", "Shows %lld new messages"],
    "fr": ["Supprime l’événement.", "Supprimer", "Ouvre les réglages de ce compte", "Bouton Lecture", "Affiche %lld nouveaux messages"],
    "de": ["Löscht das Ereignis.", "Löschen", "Öffnet die Einstellungen dieses Kontos", "Wiedergabetaste", "Zeigt %lld neue Nachrichten"],
    "es": ["Elimina el evento.", "Eliminar", "Abre los ajustes de esta cuenta", "Botón Reproducir", "Muestra %lld mensajes nuevos"],
    "it": ["Elimina l’evento.", "Elimina", "Apre le impostazioni di questo account", "Pulsante Riproduci", "Mostra %lld nuovi messaggi"],
    "pt-BR": ["Exclui o evento.", "Excluir", "Abre os ajustes desta conta", "Botão Reproduzir", "Mostra %lld novas mensagens"],
    "nl": ["Verwijdert de gebeurtenis.", "Verwijder", "Opent de instellingen van dit account", "Afspeelknop", "Toont %lld nieuwe berichten"],
    "ja": ["イベントを削除します。", "削除", "このアカウントの設定を開きます", "再生ボタン", "%lld件の新着メッセージを表示します"],
    "zh-Hans": ["删除活动。", "删除", "打开此账户的设置", "播放按钮", "显示 %lld 条新消息"],
    "ko": ["이벤트를 삭제합니다.", "삭제", "이 계정의 설정을 엽니다", "재생 버튼", "새 메시지 %lld개를 표시합니다"],
    "ru": ["Удаляет событие.", "Удалить", "Открывает настройки этой учетной записи", "Кнопка воспроизведения", "Показывает новые сообщения: %lld"],
    "ar": ["يحذف الحدث.", "حذف", "يفتح إعدادات هذا الحساب", "زر التشغيل", "يعرض %lld رسائل جديدة"],
}


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 50000
    rnd = random.Random(7)
    strings = {}
    for i in range(n):
        kind = i % 5
        key = ["item%d.accessibilityHint", "item%d.accessibilityLabel", "item%d.subtitle", "item%d.a11y.label", "item%d.count"][kind] % i
        locs = {}
        for loc in LOCALES:
            text = WORDS[loc][kind]
            if kind == 4:
                locs[loc] = {"variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": text}},
                    "other": {"stringUnit": {"state": "translated", "value": text}}}}}
            else:
                state = "needs_review" if rnd.random() < 0.01 else "translated"
                locs[loc] = {"stringUnit": {"state": state, "value": text + ("" if rnd.random() < 0.9 else " " + str(i))}}
        strings[key] = {"comment": "Generated item %d" % i, "extractionState": "manual", "localizations": locs}
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f, ensure_ascii=False, indent=2,
                  separators=(",", " : "))


if __name__ == "__main__":
    main()
