#pragma once

#include <QObject>
#include <QStringList>
#include <QJsonObject>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// What the new-session sheet offers for The Banishing, asked of the engine
// so the form and the setup reader agree: the recommended characters for a
// table of a given size, taken from the content pack.
class BanishingSetupAdvisor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit BanishingSetupAdvisor(QObject *parent = nullptr);

    // The first-game characters, then one more per extra player; empty when
    // the pack cannot be read.
    Q_INVOKABLE QStringList recommendedCharacters(const QJsonObject &pack, int players) const;
};

} // namespace arbiter
