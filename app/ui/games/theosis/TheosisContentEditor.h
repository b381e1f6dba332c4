#pragma once

#include "TheosisContentEditorRows.h"
#include "ui/typed/GadgetListModel.h"

#include <QJsonObject>
#include <QObject>
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
    // TheosisEditorSection: heroes, powers, items, rituals, stamina_tokens, thieves_guild
    Q_PROPERTY(arbiter::GadgetListModel *sections READ sections CONSTANT)
    Q_PROPERTY(QString section READ section WRITE setSection NOTIFY sectionChanged)
    // TheosisEditorEntry: the chosen section's entries.
    Q_PROPERTY(arbiter::GadgetListModel *entries READ entries CONSTANT)
    Q_PROPERTY(int entry READ entry WRITE setEntry NOTIFY entryChanged)
    Q_PROPERTY(QString entryName READ entryName NOTIFY entryNameChanged)
    // TheosisEditorField: the chosen entry's editable fields with their
    // values, in the order shown. A value typed in changes only its own row,
    // so the field being typed in is kept.
    Q_PROPERTY(arbiter::GadgetListModel *fields READ fields CONSTANT)
    // What the chosen entry is, for a line above its fields.
    Q_PROPERTY(QString entryNote READ entryNote NOTIFY entryNoteChanged)
    // The pack's "check" marker and its "about" note (which values are made
    // up): both come with the pack, so one signal.
    Q_PROPERTY(QString check READ check NOTIFY packNotesChanged)
    Q_PROPERTY(QString about READ about NOTIFY packNotesChanged)
    // What the engine's content check refuses in the pack as it stands, or "".
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)
    Q_PROPERTY(bool canAdd READ canAdd NOTIFY canAddChanged)
    Q_PROPERTY(bool canRemove READ canRemove NOTIFY canRemoveChanged)

public:
    explicit TheosisContentEditor(QObject *parent = nullptr);

    [[nodiscard]] GadgetListModel *sections() const { return m_sections; }
    [[nodiscard]] QString section() const { return m_section; }
    void setSection(const QString &section);
    [[nodiscard]] GadgetListModel *entries() const { return m_entries; }
    [[nodiscard]] int entry() const { return m_entry; }
    void setEntry(int entry);
    [[nodiscard]] QString entryName() const { return m_entryName; }
    [[nodiscard]] GadgetListModel *fields() const { return m_fields; }
    [[nodiscard]] QString entryNote() const { return m_entryNote; }
    [[nodiscard]] QString check() const;
    [[nodiscard]] QString about() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] bool modified() const { return m_modified; }
    [[nodiscard]] bool canAdd() const { return m_canAdd; }
    [[nodiscard]] bool canRemove() const { return m_canRemove; }

    // Starts editing a pack (SessionLibrary.contentPack): a JSON document,
    // passed through whole.
    Q_INVOKABLE void load(const QJsonObject &pack);
    // The edited pack, for SessionLibrary.saveContentPack.
    Q_INVOKABLE QJsonObject pack() const;
    // One of the chosen entry's `fields`, by its kind: "text" and "choice"
    // take a text, "number" a number, "flag" on or off. Turning a hero
    // ranged or not reshapes its slots; an item's kind or artifact flag drops
    // the fields it no longer uses.
    Q_INVOKABLE void setText(const QString &key, const QString &text);
    Q_INVOKABLE void setNumber(const QString &key, int number);
    Q_INVOKABLE void setFlag(const QString &key, bool on);
    // Adds `value` to a "set" field, or takes it out when it is there.
    Q_INVOKABLE void toggle(const QString &key, const QString &value);
    // Chooses the entry with that id in `section`; false when there is none.
    Q_INVOKABLE bool showEntry(const QString &section, const QString &id);
    // Items and stamina tokens only.
    Q_INVOKABLE void addEntry();
    Q_INVOKABLE void removeEntry();

Q_SIGNALS:
    void sectionChanged();
    void entryChanged();
    void entryNameChanged();
    void entryNoteChanged();
    void packNotesChanged();
    void problemChanged();
    void modifiedChanged();
    void canAddChanged();
    void canRemoveChanged();

private:
    [[nodiscard]] QJsonObject entryJson() const;
    void storeEntry(const QJsonObject &entry);
    void setField(const QString &key, const QJsonValue &value);
    [[nodiscard]] QList<TheosisEditorSection> sectionRows() const;
    [[nodiscard]] QList<TheosisEditorEntry> entryRows() const;
    [[nodiscard]] QList<TheosisEditorField> fieldsOf(const QJsonObject &entry) const;
    [[nodiscard]] QString noteOf(const QJsonObject &entry) const;
    [[nodiscard]] QStringList itemTypes() const;
    void setModified(bool modified);
    void rebuild();

    QJsonObject m_pack;
    QString m_section = QStringLiteral("heroes");
    int m_entry = 0;
    bool m_modified = false;
    QString m_problem;
    QString m_entryName;
    QString m_entryNote;
    bool m_canAdd = false;
    bool m_canRemove = false;
    GadgetListModel *m_sections;
    GadgetListModel *m_entries;
    GadgetListModel *m_fields;
    // The German of a name while its English is retyped (see content_text::retype).
    QJsonObject m_carriedTranslations;
};

} // namespace arbiter
