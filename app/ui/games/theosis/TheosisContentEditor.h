#pragma once

#include <QJsonObject>
#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// Edits the values of a Theosis content pack that the rulebook does not
// print and the shipped pack makes up: the hero mats (alignment, speed,
// ranged, item slots), each power's value pairs, the item tokens, the ritual
// tokens' numbers, the monsters' stamina tokens and the Thieves' Guild die.
// It only edits the pack's JSON and says what the engine's content check
// finds wrong after every change; the page saves through SessionLibrary,
// which refuses a broken pack with the same message.
class TheosisContentEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // [{key, title, count}]: heroes, powers, items, rituals, stamina_tokens, thieves_guild
    Q_PROPERTY(QVariantList sections READ sections NOTIFY changed)
    Q_PROPERTY(QString section READ section WRITE setSection NOTIFY changed)
    // The chosen section's entries: [{index, id, name, detail}]
    Q_PROPERTY(QVariantList entries READ entries NOTIFY changed)
    Q_PROPERTY(int entry READ entry WRITE setEntry NOTIFY changed)
    // The chosen entry's editable fields, in the order shown:
    // [{key, label, kind ("text", "number", "choice", "flag", "set"), from, to,
    //   choices: [{value, text}]}]. Changes only when another entry is chosen
    // or the entry's shape changes, so a field being typed in is kept.
    Q_PROPERTY(QVariantList fields READ fields NOTIFY fieldsChanged)
    // The chosen entry's values by field key (a "set" is a string list).
    Q_PROPERTY(QVariantMap values READ values NOTIFY changed)
    // What the chosen entry is, for a line above its fields.
    Q_PROPERTY(QString entryNote READ entryNote NOTIFY changed)
    // The pack's "check" marker and its "about" note (which values are made up).
    Q_PROPERTY(QString check READ check NOTIFY changed)
    Q_PROPERTY(QString about READ about NOTIFY changed)
    // What the engine's content check refuses in the pack as it stands, or "".
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(bool modified READ modified NOTIFY changed)
    Q_PROPERTY(bool canAdd READ canAdd NOTIFY changed)
    Q_PROPERTY(bool canRemove READ canRemove NOTIFY changed)

public:
    explicit TheosisContentEditor(QObject *parent = nullptr);

    [[nodiscard]] QVariantList sections() const;
    [[nodiscard]] QString section() const { return m_section; }
    void setSection(const QString &section);
    [[nodiscard]] QVariantList entries() const;
    [[nodiscard]] int entry() const { return m_entry; }
    void setEntry(int entry);
    [[nodiscard]] QVariantList fields() const { return m_fields; }
    [[nodiscard]] QVariantMap values() const;
    [[nodiscard]] QString entryNote() const;
    [[nodiscard]] QString check() const;
    [[nodiscard]] QString about() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] bool modified() const { return m_modified; }
    [[nodiscard]] bool canAdd() const;
    [[nodiscard]] bool canRemove() const;

    // Starts editing a pack (SessionLibrary.contentPack).
    Q_INVOKABLE void load(const QVariantMap &pack);
    // The edited pack, for SessionLibrary.saveContentPack.
    Q_INVOKABLE QVariantMap pack() const;
    // One of the chosen entry's `fields`. Turning a hero ranged or not
    // reshapes its slots; an item's kind or artifact flag drops the fields
    // it no longer uses.
    Q_INVOKABLE void setField(const QString &key, const QVariant &value);
    // Adds `value` to a "set" field, or takes it out when it is there.
    Q_INVOKABLE void toggle(const QString &key, const QString &value);
    // Chooses the entry with that id in `section`; false when there is none.
    Q_INVOKABLE bool showEntry(const QString &section, const QString &id);
    // Items and stamina tokens only.
    Q_INVOKABLE void addEntry();
    Q_INVOKABLE void removeEntry();

Q_SIGNALS:
    void changed();
    void fieldsChanged();

private:
    [[nodiscard]] QJsonObject entryJson() const;
    void storeEntry(const QJsonObject &entry);
    [[nodiscard]] QVariantList fieldsOf(const QJsonObject &entry) const;
    [[nodiscard]] QStringList itemTypes() const;
    void rebuild();

    QJsonObject m_pack;
    QString m_section = QStringLiteral("heroes");
    int m_entry = 0;
    bool m_modified = false;
    QString m_problem;
    QVariantList m_fields;
    // The German of a name while its English is retyped (see content_text::retype).
    QJsonObject m_carriedTranslations;
};

} // namespace arbiter
