#pragma once

#include <QObject>
#include <QJsonObject>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// Reads and writes an Exiled Legends content pack as a JSON file, for the
// card editor's import and export. Checking the cards is left to
// SessionLibrary::saveContentPack (the game's validateContent).
class LegendsPackFile : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString defaultPath READ defaultPath CONSTANT)

public:
    explicit LegendsPackFile(QObject *parent = nullptr);

    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] static QString defaultPath();

    // The pack in the file, or an empty map with `error` set.
    Q_INVOKABLE QJsonObject read(const QString &path);
    Q_INVOKABLE bool write(const QString &path, const QJsonObject &pack);

Q_SIGNALS:
    void errorChanged();

private:
    void setError(const QString &error);

    QString m_error;
};

} // namespace arbiter
