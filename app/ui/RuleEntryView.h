#pragma once

#include "RulesCatalog.h"
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class LanguageChangeWatcher;

// One rules entry, ready for the entry page: its title, where it belongs
// and its text as StyledText.
class RuleEntryView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::RulesCatalog *catalog READ catalog WRITE setCatalog NOTIFY catalogChanged)
    Q_PROPERTY(QString entryId READ entryId WRITE setEntryId NOTIFY entryIdChanged)
    Q_PROPERTY(bool found READ found NOTIFY contentChanged)
    Q_PROPERTY(QString title READ title NOTIFY contentChanged)
    Q_PROPERTY(QString section READ section NOTIFY contentChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY contentChanged)
    Q_PROPERTY(QString text READ text NOTIFY contentChanged)
    Q_PROPERTY(QStringList keywords READ keywords NOTIFY contentChanged)

public:
    explicit RuleEntryView(QObject *parent = nullptr);

    [[nodiscard]] RulesCatalog *catalog() const { return m_catalog; }
    void setCatalog(RulesCatalog *catalog);
    [[nodiscard]] QString entryId() const { return m_entryId; }
    void setEntryId(const QString &entryId);
    [[nodiscard]] bool found() const { return m_found; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QString section() const { return m_section; }
    [[nodiscard]] QString gameName() const;
    [[nodiscard]] QString text() const { return m_text; }
    [[nodiscard]] QStringList keywords() const { return m_keywords; }

Q_SIGNALS:
    void catalogChanged();
    void entryIdChanged();
    void contentChanged();

private:
    void load();

    QPointer<RulesCatalog> m_catalog;
    QString m_entryId;
    bool m_found = false;
    QString m_title;
    QString m_section;
    QString m_game;
    QString m_text;
    QStringList m_keywords;
    LanguageChangeWatcher *m_languageWatcher;
};

} // namespace arbiter
