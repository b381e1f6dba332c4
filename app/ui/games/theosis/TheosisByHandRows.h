#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// A text carried out by hand that just came up: its name and what the
// players do (the pack's words, in the app's language).
struct TheosisByHandText {
    Q_GADGET
    QML_VALUE_TYPE(theosisByHandText)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString instruction MEMBER instruction)

public:
    QString name;
    QString instruction;
    bool operator==(const TheosisByHandText &) const = default;
};

// One tap that records part of such a text ("1 damage to Ann's Curunir"):
// the engine's offered action, complete, or waiting for a hex on the board
// (`needsHex`: a move), or one of the `values` the engine lists for it (a
// stamina token, a die's face), each with its complete action.
struct TheosisCorrection {
    Q_GADGET
    QML_VALUE_TYPE(theosisCorrection)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString action MEMBER action)
    Q_PROPERTY(bool needsHex MEMBER needsHex)
    Q_PROPERTY(QStringList values MEMBER values)
    Q_PROPERTY(QStringList valueActions MEMBER valueActions)

public:
    QString label;
    QString action; // compact JSON, handed back to correct() or chooseMove()
    bool needsHex = false;
    QStringList values;
    QStringList valueActions;
    bool operator==(const TheosisCorrection &) const = default;
};

// The corrections that concern one hero, monster or player (or the whole
// table: a die), those the text names or struck first.
struct TheosisCorrectionGroup {
    Q_GADGET
    QML_VALUE_TYPE(theosisCorrectionGroup)
    Q_PROPERTY(QString subject MEMBER subject)
    Q_PROPERTY(QString subjectName MEMBER subjectName)
    Q_PROPERTY(bool involved MEMBER involved)
    Q_PROPERTY(QList<arbiter::TheosisCorrection> corrections MEMBER corrections)

public:
    QString subject;
    QString subjectName;
    bool involved = false;
    QList<TheosisCorrection> corrections;
    bool operator==(const TheosisCorrectionGroup &) const = default;
};

} // namespace arbiter
