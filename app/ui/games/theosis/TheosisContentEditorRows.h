#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// The rows TheosisContentEditor publishes: the pack's sections, the chosen
// section's entries, and the chosen entry's fields with their values.
namespace arbiter {

struct TheosisEditorSection {
    Q_GADGET
    QML_VALUE_TYPE(theosiseditorsection)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(int count MEMBER count)

public:
    QString key;
    QString title;
    int count = 0;
    bool operator==(const TheosisEditorSection &) const = default;
};

struct TheosisEditorEntry {
    Q_GADGET
    QML_VALUE_TYPE(theosiseditorentry)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString detail MEMBER detail)

public:
    int index = 0;
    QString id;
    QString name;
    QString detail;
    bool operator==(const TheosisEditorEntry &) const = default;
};

// One value a "choice" or "set" field offers, and its words.
struct TheosisEditorChoice {
    Q_GADGET
    QML_VALUE_TYPE(theosiseditorchoice)
    Q_PROPERTY(QString value MEMBER value)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString value;
    QString text;
    bool operator==(const TheosisEditorChoice &) const = default;
};

// One editable field of the chosen entry, and its value: `text` for "text"
// and "choice", `number` (within from..to) for "number", `checked` for "flag",
// `members` for "set".
struct TheosisEditorField {
    Q_GADGET
    QML_VALUE_TYPE(theosiseditorfield)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(int from MEMBER from)
    Q_PROPERTY(int to MEMBER to)
    Q_PROPERTY(QList<arbiter::TheosisEditorChoice> choices MEMBER choices)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(int number MEMBER number)
    Q_PROPERTY(bool checked MEMBER checked)
    Q_PROPERTY(QStringList members MEMBER members)

public:
    QString key;
    QString label;
    QString kind;
    int from = 0;
    int to = 0;
    QList<TheosisEditorChoice> choices;
    QString text;
    int number = 0;
    bool checked = false;
    QStringList members;
    bool operator==(const TheosisEditorField &) const = default;
};

} // namespace arbiter
