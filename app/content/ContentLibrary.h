#pragma once

#include "core/rule_error.h"

#include <QJsonObject>
#include <QString>

namespace arbiter {

// Content packs: the card data the rulebooks do not print (heroes, characters,
// decks), one JSON object per game. The shipped pack lives in the resources
// (resources/content/<game>.json); a table that edits its cards keeps its own
// pack in the user's data folder, which then takes precedence. A session
// copies the pack it starts with into its setup, so editing a pack later never
// changes a game already in progress.
class ContentLibrary {
public:
    // `userFolder` empty: the per-user folder next to the default database.
    explicit ContentLibrary(QString userFolder = {});
    // The table's own packs live beside its database (<folder>/content), so
    // the app, `serve` and arbiter-cli on one file keep the same packs.
    static QString folderBeside(const QString &databasePath);

    [[nodiscard]] bool hasContent(const QString &game) const;
    // The user's pack when there is a valid one, else the shipped pack; an
    // empty object for a game without content.
    [[nodiscard]] Result<QJsonObject> pack(const QString &game) const;
    [[nodiscard]] Result<QJsonObject> shippedPack(const QString &game) const;
    [[nodiscard]] bool hasUserPack(const QString &game) const;

    // Validates with the game's rules and writes the user's pack atomically.
    Status saveUserPack(const QString &game, const QJsonObject &pack) const;
    // Back to the shipped pack.
    Status resetUserPack(const QString &game) const;

    // Adds setup.content from pack() unless the setup already carries one.
    Result<QJsonObject> withContent(const QString &game, QJsonObject setup) const;

    [[nodiscard]] QString userPackPath(const QString &game) const;

private:
    QString m_userFolder;
};

} // namespace arbiter
